; proofs/tiled_sum_of_squares_ragged.smt2: the solver queries behind fuseproof's verdict
; rule: tiled_sum_of_squares_ragged
; rule sha256: f03a2a90953e02c5e18169a30b7f250c8ad1094d1de81f0375257460ccc54642
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 11 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/tiled_sum_of_squares_ragged.smt2
;   cvc5 --tlimit-per=60000 proofs/tiled_sum_of_squares_ragged.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 11: index at 9:11, lower bound: reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x6 (* 1 i.d1)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (>= ?x7 0)))
 (not $x8)))))
(check-sat)
(reset)

; obligation 2 of 11: index at 12:11, lower bound: reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (>= ?x7 0)))
 (not $x8)))))
(check-sat)
(reset)

; obligation 3 of 11: index at 11:27, lower bound: reduction extent BN >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun |i.#2#| () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= |i.#2#| 0))
(assert
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (< |i.#2#| ?x7))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x8 (* 1 i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 4 of 11: index at 11:60, lower bound: index BN*v2 + v3 in [0, N)
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun |i.#2#| () Int)
(declare-fun |i.#3#| () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= |i.#2#| 0))
(assert
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (< |i.#2#| ?x7))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x8 (* 1 i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< |i.#3#| ?x9))))
(assert
 (let ((?x10 (* 1 i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (* 1 |i.#3#|)))
 (let ((?x8 (* 1 i.d2)))
 (let ((?x13 (* ?x8 |i.#2#|)))
 (let ((?x14 (+ 0 ?x13)))
 (let ((?x15 (+ ?x14 ?x12)))
 (< ?x15 ?x11)))))))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x12 (* 1 |i.#3#|)))
 (let ((?x8 (* 1 i.d2)))
 (let ((?x13 (* ?x8 |i.#2#|)))
 (let ((?x14 (+ 0 ?x13)))
 (let ((?x15 (+ ?x14 ?x12)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 5 of 11: index at 11:60, upper bound: index BN*v2 + v3 in [0, N)
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun |i.#2#| () Int)
(declare-fun |i.#3#| () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= |i.#2#| 0))
(assert
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (< |i.#2#| ?x7))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x8 (* 1 i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< |i.#3#| ?x9))))
(assert
 (let ((?x10 (* 1 i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (* 1 |i.#3#|)))
 (let ((?x8 (* 1 i.d2)))
 (let ((?x13 (* ?x8 |i.#2#|)))
 (let ((?x14 (+ 0 ?x13)))
 (let ((?x15 (+ ?x14 ?x12)))
 (< ?x15 ?x11)))))))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x16 (* (- 1) |i.#3#|)))
 (let ((?x17 (* (- 1) i.d2)))
 (let ((?x18 (* ?x17 |i.#2#|)))
 (let ((?x10 (* 1 i.d1)))
 (let ((?x19 (+ 0 (- 1))))
 (let ((?x20 (+ ?x19 ?x10)))
 (let ((?x21 (+ ?x20 ?x18)))
 (let ((?x22 (+ ?x21 ?x16)))
 (let (($x23 (>= ?x22 0)))
 (not $x23)))))))))))
(check-sat)
(reset)

; obligation 6 of 11: step 2 (tile-reindex) obligation 1 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 (- 1))))
 (let ((?x8 (+ ?x7 ?x6)))
 (let (($x9 (>= ?x8 0)))
 (not $x9))))))
(check-sat)
(reset)

; obligation 7 of 11: step 2 (tile-reindex) obligation 3 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.u () Int)
(declare-fun tile.t () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let (($x6 (< tile.u ?x5)))
 (let (($x7 (>= tile.u 0)))
 (let (($x8 (and $x7 $x6)))
 (let ((?x9 (* 1 i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (< tile.t ?x10)))
 (let (($x12 (>= tile.t 0)))
 (let (($x13 (and $x12 $x11)))
 (and $x13 $x8))))))))))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x9 (* 1 i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x14 (* ?x10 ?x5)))
 (let ((?x15 (* ?x5 tile.t)))
 (let ((?x16 (+ ?x15 tile.u)))
 (let (($x17 (< ?x16 ?x14)))
 (let (($x18 (>= ?x16 0)))
 (let (($x19 (and $x18 $x17)))
 (not $x19))))))))))))
(check-sat)
(reset)

; obligation 8 of 11: step 2 (tile-reindex) obligation 4 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.j () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* ?x7 ?x5)))
 (let (($x9 (< tile.j ?x8)))
 (let (($x10 (>= tile.j 0)))
 (and $x10 $x9)))))))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x11 (mod tile.j ?x5)))
 (let (($x12 (< ?x11 ?x5)))
 (let (($x13 (>= ?x11 0)))
 (let (($x14 (and $x13 $x12)))
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x15 (div tile.j ?x5)))
 (let (($x16 (< ?x15 ?x7)))
 (let (($x17 (>= ?x15 0)))
 (let (($x18 (and $x17 $x16)))
 (let (($x19 (and $x18 $x14)))
 (not $x19)))))))))))))))
(check-sat)
(reset)

; obligation 9 of 11: step 2 (tile-reindex) obligation 5 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.u () Int)
(declare-fun tile.t () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let (($x6 (< tile.u ?x5)))
 (let (($x7 (>= tile.u 0)))
 (let (($x8 (and $x7 $x6)))
 (let ((?x9 (* 1 i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (< tile.t ?x10)))
 (let (($x12 (>= tile.t 0)))
 (let (($x13 (and $x12 $x11)))
 (and $x13 $x8))))))))))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x14 (* ?x5 tile.t)))
 (let ((?x15 (+ ?x14 tile.u)))
 (let ((?x16 (mod ?x15 ?x5)))
 (let (($x17 (= ?x16 tile.u)))
 (let ((?x18 (div ?x15 ?x5)))
 (let (($x19 (= ?x18 tile.t)))
 (let (($x20 (and $x19 $x17)))
 (not $x20)))))))))))
(check-sat)
(reset)

; obligation 10 of 11: step 2 (tile-reindex) obligation 6 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.j () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x6 (* 1 i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* ?x7 ?x5)))
 (let (($x9 (< tile.j ?x8)))
 (let (($x10 (>= tile.j 0)))
 (and $x10 $x9)))))))))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x11 (mod tile.j ?x5)))
 (let ((?x12 (div tile.j ?x5)))
 (let ((?x13 (* ?x5 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (= ?x14 tile.j)))
 (not $x15)))))))))
(check-sat)
(reset)

; obligation 11 of 11: step 3 (mask-truncate) obligation 2 of 2: sum over v500000 < BN*NT masked by v500000 < N = sum over v500000 < N
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (- i.d3 1)))
 (let ((?x2 (* ?x1 i.d2)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d3 i.d2)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (* ?x6 i.d3)))
 (let ((?x8 (* (- 1) i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (>= ?x10 0)))
 (not $x11))))))))
(check-sat)

; proofs/rmsnorm_ragged_tile_stats.smt2: the solver queries behind fuseproof's verdict
; rule: rmsnorm_ragged_tile_stats
; rule sha256: a45b14e8af4572a510533a9f6fd678c987dee6e1a4a6d43b0412cd85af59c0a1
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 12 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rmsnorm_ragged_tile_stats.smt2
;   cvc5 --tlimit-per=60000 proofs/rmsnorm_ragged_tile_stats.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 12: index at 14:12, lower bound: reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x8 (* 1 i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 2 of 12: index at 12:18, lower bound: reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(declare-fun |i.#1#| () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= |i.#1#| 0))
(assert
 (let ((?x8 (* 1 i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< |i.#1#| ?x9))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x8 (* 1 i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 3 of 12: index at 17:16, lower bound: reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x8 (* 1 i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 4 of 12: index at 16:27, lower bound: reduction extent BK >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(declare-fun |i.#3#| () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x8 (* 1 i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (< |i.#3#| ?x9))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x10 (* 1 i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 5 of 12: index at 16:60, lower bound: index BK*v3 + v4 in [0, K)
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(declare-fun |i.#3#| () Int)
(declare-fun |i.#4#| () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x8 (* 1 i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (< |i.#3#| ?x9))))
(assert
 (>= |i.#4#| 0))
(assert
 (let ((?x10 (* 1 i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (< |i.#4#| ?x11))))
(assert
 (let ((?x12 (* 1 i.d1)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (* 1 |i.#4#|)))
 (let ((?x10 (* 1 i.d3)))
 (let ((?x15 (* ?x10 |i.#3#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x13)))))))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x14 (* 1 |i.#4#|)))
 (let ((?x10 (* 1 i.d3)))
 (let ((?x15 (* ?x10 |i.#3#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))
(check-sat)
(reset)

; obligation 6 of 12: index at 16:60, upper bound: index BK*v3 + v4 in [0, K)
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(declare-fun |i.#3#| () Int)
(declare-fun |i.#4#| () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x8 (* 1 i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (< |i.#3#| ?x9))))
(assert
 (>= |i.#4#| 0))
(assert
 (let ((?x10 (* 1 i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (< |i.#4#| ?x11))))
(assert
 (let ((?x12 (* 1 i.d1)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (* 1 |i.#4#|)))
 (let ((?x10 (* 1 i.d3)))
 (let ((?x15 (* ?x10 |i.#3#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x13)))))))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x18 (* (- 1) |i.#4#|)))
 (let ((?x19 (* (- 1) i.d3)))
 (let ((?x20 (* ?x19 |i.#3#|)))
 (let ((?x12 (* 1 i.d1)))
 (let ((?x21 (+ 0 (- 1))))
 (let ((?x22 (+ ?x21 ?x12)))
 (let ((?x23 (+ ?x22 ?x20)))
 (let ((?x24 (+ ?x23 ?x18)))
 (let (($x25 (>= ?x24 0)))
 (not $x25)))))))))))
(check-sat)
(reset)

; obligation 7 of 12: step 4 (tile-reindex) obligation 1 of 6: sum over v3 < NT, v4 < BK = sum over j < (NT)*(BK) with j = BK*v3 + v4
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x8 (* 1 i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let (($x11 (>= ?x10 0)))
 (not $x11))))))
(check-sat)
(reset)

; obligation 8 of 12: step 4 (tile-reindex) obligation 3 of 6: sum over v3 < NT, v4 < BK = sum over j < (NT)*(BK) with j = BK*v3 + v4
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.d2 () Int)
(declare-fun tile.u () Int)
(declare-fun tile.t () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let (($x6 (< tile.u ?x5)))
 (let (($x7 (>= tile.u 0)))
 (let (($x8 (and $x7 $x6)))
 (let ((?x9 (* 1 i.d4)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (< tile.t ?x10)))
 (let (($x12 (>= tile.t 0)))
 (let (($x13 (and $x12 $x11)))
 (and $x13 $x8))))))))))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x9 (* 1 i.d4)))
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

; obligation 9 of 12: step 4 (tile-reindex) obligation 4 of 6: sum over v3 < NT, v4 < BK = sum over j < (NT)*(BK) with j = BK*v3 + v4
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.d2 () Int)
(declare-fun tile.j () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x6 (* 1 i.d4)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* ?x7 ?x5)))
 (let (($x9 (< tile.j ?x8)))
 (let (($x10 (>= tile.j 0)))
 (and $x10 $x9)))))))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x11 (mod tile.j ?x5)))
 (let (($x12 (< ?x11 ?x5)))
 (let (($x13 (>= ?x11 0)))
 (let (($x14 (and $x13 $x12)))
 (let ((?x6 (* 1 i.d4)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x15 (div tile.j ?x5)))
 (let (($x16 (< ?x15 ?x7)))
 (let (($x17 (>= ?x15 0)))
 (let (($x18 (and $x17 $x16)))
 (let (($x19 (and $x18 $x14)))
 (not $x19)))))))))))))))
(check-sat)
(reset)

; obligation 10 of 12: step 4 (tile-reindex) obligation 5 of 6: sum over v3 < NT, v4 < BK = sum over j < (NT)*(BK) with j = BK*v3 + v4
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.d2 () Int)
(declare-fun tile.u () Int)
(declare-fun tile.t () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let (($x6 (< tile.u ?x5)))
 (let (($x7 (>= tile.u 0)))
 (let (($x8 (and $x7 $x6)))
 (let ((?x9 (* 1 i.d4)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (< tile.t ?x10)))
 (let (($x12 (>= tile.t 0)))
 (let (($x13 (and $x12 $x11)))
 (and $x13 $x8))))))))))))
(assert
 (let ((?x4 (* 1 i.d3)))
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

; obligation 11 of 12: step 4 (tile-reindex) obligation 6 of 6: sum over v3 < NT, v4 < BK = sum over j < (NT)*(BK) with j = BK*v3 + v4
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.d2 () Int)
(declare-fun tile.j () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (>= ?x5 1))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x6 (* 1 i.d4)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* ?x7 ?x5)))
 (let (($x9 (< tile.j ?x8)))
 (let (($x10 (>= tile.j 0)))
 (and $x10 $x9)))))))))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x11 (mod tile.j ?x5)))
 (let ((?x12 (div tile.j ?x5)))
 (let ((?x13 (* ?x5 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (= ?x14 tile.j)))
 (not $x15)))))))))
(check-sat)
(reset)

; obligation 12 of 12: step 5 (mask-truncate) obligation 2 of 2: sum over v500000 < BK*NT masked by v500000 < K = sum over v500000 < K
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d1 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d4 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(assert
 (let ((?x1 (- i.d4 1)))
 (let ((?x2 (* ?x1 i.d3)))
 (< ?x2 i.d1))))
(assert
 (let ((?x3 (* i.d4 i.d3)))
 (<= i.d1 ?x3)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x4 (* 1 i.d0)))
 (let ((?x5 (+ 0 ?x4)))
 (< i.f0 ?x5))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< i.f1 ?x7))))
(assert
 (>= i.d1 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d4 1))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (let ((?x8 (* 1 i.d3)))
 (let ((?x9 (* ?x8 i.d4)))
 (let ((?x10 (* (- 1) i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)

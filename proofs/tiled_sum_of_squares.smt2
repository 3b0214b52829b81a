; proofs/tiled_sum_of_squares.smt2: the solver queries behind fuseproof's verdict
; rule: tiled_sum_of_squares
; rule sha256: 594815263710d0636b621f2745dbe3800ce13b4483f016f9e3221813ffe91834
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 12 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/tiled_sum_of_squares.smt2
;   cvc5 --tlimit-per=60000 proofs/tiled_sum_of_squares.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 12: index at 8:11, lower bound: reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d1)))
 (let ((?x5 (+ 0 ?x4)))
 (let (($x6 (>= ?x5 0)))
 (not $x6)))))
(check-sat)
(reset)

; obligation 2 of 12: index at 11:11, lower bound: reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let (($x6 (>= ?x5 0)))
 (not $x6)))))
(check-sat)
(reset)

; obligation 3 of 12: index at 10:27, lower bound: reduction extent BN >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun |i.#2#| () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= |i.#2#| 0))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (< |i.#2#| ?x5))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (>= ?x7 0)))
 (not $x8)))))
(check-sat)
(reset)

; obligation 4 of 12: index at 10:39, lower bound: index BN*v2 + v3 in [0, N)
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun |i.#2#| () Int)
(declare-fun |i.#3#| () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= |i.#2#| 0))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (< |i.#2#| ?x5))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< |i.#3#| ?x7))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x8 (* 1 |i.#3#|)))
 (let ((?x6 (* 1 i.d2)))
 (let ((?x9 (* ?x6 |i.#2#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x8)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 5 of 12: index at 10:39, upper bound: index BN*v2 + v3 in [0, N)
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun |i.#2#| () Int)
(declare-fun |i.#3#| () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= |i.#2#| 0))
(assert
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (< |i.#2#| ?x5))))
(assert
 (>= |i.#3#| 0))
(assert
 (let ((?x6 (* 1 i.d2)))
 (let ((?x7 (+ 0 ?x6)))
 (< |i.#3#| ?x7))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x8 (* (- 1) |i.#3#|)))
 (let ((?x9 (* (- 1) i.d2)))
 (let ((?x10 (* ?x9 |i.#2#|)))
 (let ((?x11 (* 1 i.d1)))
 (let ((?x12 (+ 0 (- 1))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x10)))
 (let ((?x15 (+ ?x14 ?x8)))
 (let (($x16 (>= ?x15 0)))
 (not $x16)))))))))))
(check-sat)
(reset)

; obligation 6 of 12: step 2 (tile-reindex) obligation 1 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (+ 0 (- 1))))
 (let ((?x6 (+ ?x5 ?x4)))
 (let (($x7 (>= ?x6 0)))
 (not $x7))))))
(check-sat)
(reset)

; obligation 7 of 12: step 2 (tile-reindex) obligation 3 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.u () Int)
(declare-fun tile.t () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (>= ?x3 1))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let (($x4 (< tile.u ?x3)))
 (let (($x5 (>= tile.u 0)))
 (let (($x6 (and $x5 $x4)))
 (let ((?x7 (* 1 i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (< tile.t ?x8)))
 (let (($x10 (>= tile.t 0)))
 (let (($x11 (and $x10 $x9)))
 (and $x11 $x6))))))))))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x7 (* 1 i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x12 (* ?x8 ?x3)))
 (let ((?x13 (* ?x3 tile.t)))
 (let ((?x14 (+ ?x13 tile.u)))
 (let (($x15 (< ?x14 ?x12)))
 (let (($x16 (>= ?x14 0)))
 (let (($x17 (and $x16 $x15)))
 (not $x17))))))))))))
(check-sat)
(reset)

; obligation 8 of 12: step 2 (tile-reindex) obligation 4 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.j () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (>= ?x3 1))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x6 (* ?x5 ?x3)))
 (let (($x7 (< tile.j ?x6)))
 (let (($x8 (>= tile.j 0)))
 (and $x8 $x7)))))))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x9 (mod tile.j ?x3)))
 (let (($x10 (< ?x9 ?x3)))
 (let (($x11 (>= ?x9 0)))
 (let (($x12 (and $x11 $x10)))
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x13 (div tile.j ?x3)))
 (let (($x14 (< ?x13 ?x5)))
 (let (($x15 (>= ?x13 0)))
 (let (($x16 (and $x15 $x14)))
 (let (($x17 (and $x16 $x12)))
 (not $x17)))))))))))))))
(check-sat)
(reset)

; obligation 9 of 12: step 2 (tile-reindex) obligation 5 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.u () Int)
(declare-fun tile.t () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (>= ?x3 1))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let (($x4 (< tile.u ?x3)))
 (let (($x5 (>= tile.u 0)))
 (let (($x6 (and $x5 $x4)))
 (let ((?x7 (* 1 i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (< tile.t ?x8)))
 (let (($x10 (>= tile.t 0)))
 (let (($x11 (and $x10 $x9)))
 (and $x11 $x6))))))))))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x12 (* ?x3 tile.t)))
 (let ((?x13 (+ ?x12 tile.u)))
 (let ((?x14 (mod ?x13 ?x3)))
 (let (($x15 (= ?x14 tile.u)))
 (let ((?x16 (div ?x13 ?x3)))
 (let (($x17 (= ?x16 tile.t)))
 (let (($x18 (and $x17 $x15)))
 (not $x18)))))))))))
(check-sat)
(reset)

; obligation 10 of 12: step 2 (tile-reindex) obligation 6 of 6: sum over v2 < NT, v3 < BN = sum over j < (NT)*(BN) with j = BN*v2 + v3
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.d0 () Int)
(declare-fun tile.j () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (>= ?x3 1))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (* 1 i.d3)))
 (let ((?x5 (+ 0 ?x4)))
 (let ((?x6 (* ?x5 ?x3)))
 (let (($x7 (< tile.j ?x6)))
 (let (($x8 (>= tile.j 0)))
 (and $x8 $x7)))))))))
(assert
 (let ((?x2 (* 1 i.d2)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x9 (mod tile.j ?x3)))
 (let ((?x10 (div tile.j ?x3)))
 (let ((?x11 (* ?x3 ?x10)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (= ?x12 tile.j)))
 (not $x13)))))))))
(check-sat)
(reset)

; obligation 11 of 12: step 3 (merge-same-range-sums) obligation 1 of 2: () * [1*sum{k1_0 < N}((x[i0, k1_0] * x[i0, k1_0])) + -1*sum{k1_0 < BN*NT}((x[i0, k1_0] * x[i0, k1_0]))] = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* (- 1) i.d2)))
 (let ((?x5 (* ?x4 i.d3)))
 (let ((?x6 (* 1 i.d1)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (+ ?x7 ?x5)))
 (let (($x9 (>= ?x8 0)))
 (not $x9))))))))
(check-sat)
(reset)

; obligation 12 of 12: step 3 (merge-same-range-sums) obligation 2 of 2: () * [1*sum{k1_0 < N}((x[i0, k1_0] * x[i0, k1_0])) + -1*sum{k1_0 < BN*NT}((x[i0, k1_0] * x[i0, k1_0]))] = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.d2 () Int)
(declare-fun i.d3 () Int)
(declare-fun i.d1 () Int)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(assert
 (let ((?x1 (* i.d3 i.d2)))
 (= i.d1 ?x1)))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x2 (* 1 i.d0)))
 (let ((?x3 (+ 0 ?x2)))
 (< i.f0 ?x3))))
(assert
 (>= i.d2 1))
(assert
 (>= i.d3 1))
(assert
 (>= i.d1 1))
(assert
 (>= i.d0 1))
(assert
 (let ((?x4 (* 1 i.d2)))
 (let ((?x5 (* ?x4 i.d3)))
 (let ((?x6 (* (- 1) i.d1)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (+ ?x7 ?x5)))
 (let (($x9 (>= ?x8 0)))
 (not $x9))))))))
(check-sat)

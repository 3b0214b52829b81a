; proofs/tiled_sum_of_squares.smt2: the solver queries behind fuseproof's verdict
; rule: tiled_sum_of_squares
; rule sha256: 594815263710d0636b621f2745dbe3800ce13b4483f016f9e3221813ffe91834
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 13 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/tiled_sum_of_squares.smt2
;   cvc5 --tlimit-per=60000 proofs/tiled_sum_of_squares.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 13: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.N () Int)
(declare-fun index.BN () Int)
(declare-fun index.NT () Int)
(assert
 (>= index.M 1))
(assert
 (>= index.N 1))
(assert
 (>= index.BN 1))
(assert
 (>= index.NT 1))
(assert
 (let ((?x1 (* index.NT index.BN)))
 (= index.N ?x1)))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(check-sat)
(reset)

; obligation 2 of 13: at 8:11: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 3 of 13: at 11:11: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 4 of 13: at 10:27: the reduction extent BN >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 5 of 13: at 10:39: the access x[i, BN*t + u] in range (x is [M, N]): BN*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#3#| ?x8))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x9 (* 1 |index.i.#3#|)))
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x10 (* ?x7 |index.i.#2#|)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)
(reset)

; obligation 6 of 13: at 10:39: the access x[i, BN*t + u] in range (x is [M, N]): BN*t + u < N
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#3#| ?x8))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x9 (* (- 1) |index.i.#3#|)))
 (let ((?x10 (* (- 1) index.i.d2)))
 (let ((?x11 (* ?x10 |index.i.#2#|)))
 (let ((?x12 (* 1 index.i.d1)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let ((?x16 (+ ?x15 ?x9)))
 (let (($x17 (>= ?x16 0)))
 (not $x17)))))))))))
(check-sat)
(reset)

; obligation 7 of 13: step 2 (tile-reindex) obligation 1 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 (- 1))))
 (let ((?x7 (+ ?x6 ?x5)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))))
(check-sat)
(reset)

; obligation 8 of 13: step 2 (tile-reindex) obligation 3 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (< aux.tile.u ?x4)))
 (let (($x6 (>= aux.tile.u 0)))
 (let (($x7 (and $x6 $x5)))
 (let ((?x8 (* 1 index.i.d3)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (< aux.tile.t ?x9)))
 (let (($x11 (>= aux.tile.t 0)))
 (let (($x12 (and $x11 $x10)))
 (and $x12 $x7))))))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x8 (* 1 index.i.d3)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x13 (* ?x9 ?x4)))
 (let ((?x14 (* ?x4 aux.tile.t)))
 (let ((?x15 (+ ?x14 aux.tile.u)))
 (let (($x16 (< ?x15 ?x13)))
 (let (($x17 (>= ?x15 0)))
 (let (($x18 (and $x17 $x16)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 9 of 13: step 2 (tile-reindex) obligation 4 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* ?x6 ?x4)))
 (let (($x8 (< aux.tile.j ?x7)))
 (let (($x9 (>= aux.tile.j 0)))
 (and $x9 $x8)))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x10 (mod aux.tile.j ?x4)))
 (let (($x11 (< ?x10 ?x4)))
 (let (($x12 (>= ?x10 0)))
 (let (($x13 (and $x12 $x11)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x14 (div aux.tile.j ?x4)))
 (let (($x15 (< ?x14 ?x6)))
 (let (($x16 (>= ?x14 0)))
 (let (($x17 (and $x16 $x15)))
 (let (($x18 (and $x17 $x13)))
 (not $x18)))))))))))))))
(check-sat)
(reset)

; obligation 10 of 13: step 2 (tile-reindex) obligation 5 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (< aux.tile.u ?x4)))
 (let (($x6 (>= aux.tile.u 0)))
 (let (($x7 (and $x6 $x5)))
 (let ((?x8 (* 1 index.i.d3)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (< aux.tile.t ?x9)))
 (let (($x11 (>= aux.tile.t 0)))
 (let (($x12 (and $x11 $x10)))
 (and $x12 $x7))))))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x13 (* ?x4 aux.tile.t)))
 (let ((?x14 (+ ?x13 aux.tile.u)))
 (let ((?x15 (mod ?x14 ?x4)))
 (let (($x16 (= ?x15 aux.tile.u)))
 (let ((?x17 (div ?x14 ?x4)))
 (let (($x18 (= ?x17 aux.tile.t)))
 (let (($x19 (and $x18 $x16)))
 (not $x19)))))))))))
(check-sat)
(reset)

; obligation 11 of 13: step 2 (tile-reindex) obligation 6 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* ?x6 ?x4)))
 (let (($x8 (< aux.tile.j ?x7)))
 (let (($x9 (>= aux.tile.j 0)))
 (and $x9 $x8)))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x10 (mod aux.tile.j ?x4)))
 (let ((?x11 (div aux.tile.j ?x4)))
 (let ((?x12 (* ?x4 ?x11)))
 (let ((?x13 (+ ?x12 ?x10)))
 (let (($x14 (= ?x13 aux.tile.j)))
 (not $x14)))))))))
(check-sat)
(reset)

; obligation 12 of 13: step 3 (merge-same-range-sums) obligation 1 of 2: (1) * (sum(j < N) x[i, j]^2 - sum(j < BN*NT) x[i, j]^2) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* (- 1) index.i.d2)))
 (let ((?x6 (* ?x5 index.i.d3)))
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (+ ?x8 ?x6)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 13 of 13: step 3 (merge-same-range-sums) obligation 2 of 2: (1) * (sum(j < N) x[i, j]^2 - sum(j < BN*NT) x[i, j]^2) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (* ?x5 index.i.d3)))
 (let ((?x7 (* (- 1) index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (+ ?x8 ?x6)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)

; proofs/residual_rmsnorm_stats.smt2: the solver queries behind fuseproof's verdict
; rule: residual_rmsnorm_stats
; rule sha256: b4dec29095fdf6f519630386cdb168a731e3a08ab6c4215d37ba754a8d8fec6d
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 17 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/residual_rmsnorm_stats.smt2
;   cvc5 --tlimit-per=60000 proofs/residual_rmsnorm_stats.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 17: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.K () Int)
(declare-fun index.N () Int)
(declare-fun index.BN () Int)
(declare-fun index.NT () Int)
(assert
 (>= index.M 1))
(assert
 (>= index.K 1))
(assert
 (>= index.N 1))
(assert
 (>= index.BN 1))
(assert
 (>= index.NT 1))
(assert
 (let ((?x1 (- index.NT 1)))
 (let ((?x2 (* ?x1 index.BN)))
 (< ?x2 index.N))))
(assert
 (let ((?x3 (* index.NT index.BN)))
 (<= index.N ?x3)))
(assert
 (>= index.M 0))
(assert
 (>= index.K 0))
(assert
 (>= index.K 0))
(assert
 (>= index.N 0))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(assert
 (>= index.N 0))
(check-sat)
(reset)

; obligation 2 of 17: at 16:19: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 3 of 17: at 18:12: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 4 of 17: at 16:19: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< |index.i.#3#| ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 5 of 17: at 29:11: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 6 of 17: at 27:27: the reduction extent BN >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#7#| ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 7 of 17: at 27:60: the access xf[i, BN*t + u] in range (xf is [M, N]): BN*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#7#| ?x11))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#8#| ?x13))))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x9)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))
(check-sat)
(reset)

; obligation 8 of 17: at 27:60: the access xf[i, BN*t + u] in range (xf is [M, N]): BN*t + u < N
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#7#| ?x11))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#8#| ?x13))))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x9)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x18 (* (- 1) |index.i.#8#|)))
 (let ((?x19 (* (- 1) index.i.d3)))
 (let ((?x20 (* ?x19 |index.i.#7#|)))
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x21 (+ 0 (- 1))))
 (let ((?x22 (+ ?x21 ?x8)))
 (let ((?x23 (+ ?x22 ?x20)))
 (let ((?x24 (+ ?x23 ?x18)))
 (let (($x25 (>= ?x24 0)))
 (not $x25)))))))))))
(check-sat)
(reset)

; obligation 9 of 17: at 21:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#7#| ?x11))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#8#| ?x13))))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x9)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x18 (* 1 index.i.d1)))
 (let ((?x19 (+ 0 ?x18)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))
(check-sat)
(reset)

; obligation 10 of 17: at 21:30: the access W[k, BN*t + u] in range (W is [K, N]): BN*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#7#| ?x11))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#8#| ?x13))))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x9)))))))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x18 (* 1 index.i.d1)))
 (let ((?x19 (+ 0 ?x18)))
 (< |index.i.#9#| ?x19))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (let (($x20 (>= ?x17 0)))
 (not $x20))))))))
(check-sat)
(reset)

; obligation 11 of 17: at 21:30: the access W[k, BN*t + u] in range (W is [K, N]): BN*t + u < N
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#7#| ?x11))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#8#| ?x13))))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x14 (* 1 |index.i.#8#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#7#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x9)))))))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x18 (* 1 index.i.d1)))
 (let ((?x19 (+ 0 ?x18)))
 (< |index.i.#9#| ?x19))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x20 (* (- 1) |index.i.#8#|)))
 (let ((?x21 (* (- 1) index.i.d3)))
 (let ((?x22 (* ?x21 |index.i.#7#|)))
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x23 (+ 0 (- 1))))
 (let ((?x24 (+ ?x23 ?x8)))
 (let ((?x25 (+ ?x24 ?x22)))
 (let ((?x26 (+ ?x25 ?x20)))
 (let (($x27 (>= ?x26 0)))
 (not $x27)))))))))))
(check-sat)
(reset)

; obligation 12 of 17: step 5 (tile-reindex) obligation 1 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))
(check-sat)
(reset)

; obligation 13 of 17: step 5 (tile-reindex) obligation 3 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (< aux.tile.u ?x7)))
 (let (($x9 (>= aux.tile.u 0)))
 (let (($x10 (and $x9 $x8)))
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (< aux.tile.t ?x12)))
 (let (($x14 (>= aux.tile.t 0)))
 (let (($x15 (and $x14 $x13)))
 (and $x15 $x10))))))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x16 (* ?x12 ?x7)))
 (let ((?x17 (* ?x7 aux.tile.t)))
 (let ((?x18 (+ ?x17 aux.tile.u)))
 (let (($x19 (< ?x18 ?x16)))
 (let (($x20 (>= ?x18 0)))
 (let (($x21 (and $x20 $x19)))
 (not $x21))))))))))))
(check-sat)
(reset)

; obligation 14 of 17: step 5 (tile-reindex) obligation 4 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (* ?x9 ?x7)))
 (let (($x11 (< aux.tile.j ?x10)))
 (let (($x12 (>= aux.tile.j 0)))
 (and $x12 $x11)))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x13 (mod aux.tile.j ?x7)))
 (let (($x14 (< ?x13 ?x7)))
 (let (($x15 (>= ?x13 0)))
 (let (($x16 (and $x15 $x14)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x17 (div aux.tile.j ?x7)))
 (let (($x18 (< ?x17 ?x9)))
 (let (($x19 (>= ?x17 0)))
 (let (($x20 (and $x19 $x18)))
 (let (($x21 (and $x20 $x16)))
 (not $x21)))))))))))))))
(check-sat)
(reset)

; obligation 15 of 17: step 5 (tile-reindex) obligation 5 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (< aux.tile.u ?x7)))
 (let (($x9 (>= aux.tile.u 0)))
 (let (($x10 (and $x9 $x8)))
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (< aux.tile.t ?x12)))
 (let (($x14 (>= aux.tile.t 0)))
 (let (($x15 (and $x14 $x13)))
 (and $x15 $x10))))))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x16 (* ?x7 aux.tile.t)))
 (let ((?x17 (+ ?x16 aux.tile.u)))
 (let ((?x18 (mod ?x17 ?x7)))
 (let (($x19 (= ?x18 aux.tile.u)))
 (let ((?x20 (div ?x17 ?x7)))
 (let (($x21 (= ?x20 aux.tile.t)))
 (let (($x22 (and $x21 $x19)))
 (not $x22)))))))))))
(check-sat)
(reset)

; obligation 16 of 17: step 5 (tile-reindex) obligation 6 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (* ?x9 ?x7)))
 (let (($x11 (< aux.tile.j ?x10)))
 (let (($x12 (>= aux.tile.j 0)))
 (and $x12 $x11)))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x13 (mod aux.tile.j ?x7)))
 (let ((?x14 (div aux.tile.j ?x7)))
 (let ((?x15 (* ?x7 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (= ?x16 aux.tile.j)))
 (not $x17)))))))))
(check-sat)
(reset)

; obligation 17 of 17: step 6 (mask-truncate) obligation 2 of 2: sum over j < BN*NT masked by j < N = sum over j < N
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f2 ?x7))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f4 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.d4)))
 (let ((?x12 (* (- 1) index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)

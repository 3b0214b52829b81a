; proofs/swiglu_zdz_bwd.smt2: the solver queries behind fuseproof's verdict
; rule: swiglu_zdz_bwd
; rule sha256: 3b5c4f1f0ea0caeeece43d53a74a1a1eaa10556ae3c13b758fa4adeef76592ab
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 88 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/swiglu_zdz_bwd.smt2
;   cvc5 --tlimit-per=60000 proofs/swiglu_zdz_bwd.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 88: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.P () Int)
(declare-fun index.K () Int)
(declare-fun index.BP () Int)
(declare-fun index.NT () Int)
(assert
 (>= index.M 1))
(assert
 (>= index.P 1))
(assert
 (>= index.K 1))
(assert
 (>= index.BP 1))
(assert
 (>= index.NT 1))
(assert
 (let ((?x1 (* index.NT index.BP)))
 (= index.P ?x1)))
(assert
 (>= index.M 0))
(assert
 (let ((?x2 (* 2 index.P)))
 (>= ?x2 0)))
(assert
 (>= index.P 0))
(assert
 (>= index.K 0))
(assert
 (>= index.M 0))
(assert
 (>= index.K 0))
(check-sat)
(reset)

; obligation 2 of 88: at 26:18: the access dz[i, 2*p] in range (dz is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 3 of 88: at 26:18: the access dz[i, 2*p] in range (dz is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 4 of 88: at 25:8: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 5 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 6 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x11 (+ 0 1)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))
(check-sat)
(reset)

; obligation 7 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 2) |index.i.#1#|)))
 (let ((?x12 (* 2 index.i.d1)))
 (let ((?x13 (+ 0 (- 2))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 8 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 9 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#1#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 2) |index.i.#1#|)))
 (let ((?x12 (* 2 index.i.d1)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 10 of 88: at 25:8: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 11 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#3#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (= ?x11 ?x8)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 12 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#3#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (= ?x11 ?x8)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 2 |index.i.#3#|)))
 (let ((?x12 (+ 0 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 13 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#3#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (= ?x11 ?x8)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#3#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 14 of 88: at 27:18: the access dz[i, 2*p + 1] in range (dz is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 15 of 88: at 27:18: the access dz[i, 2*p + 1] in range (dz is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) index.i.f3)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 16 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 17 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x12 (+ ?x8 ?x10)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))
(check-sat)
(reset)

; obligation 18 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#5#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 2))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 19 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 20 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#5#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#5#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 21 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#7#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#7#|)))
 (let ((?x11 (+ ?x8 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 22 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#7#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#7#|)))
 (let ((?x11 (+ ?x8 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 2 |index.i.#7#|)))
 (let ((?x12 (+ 0 ?x10)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 23 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#7#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#7#| ?x6))))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#7#|)))
 (let ((?x11 (+ ?x8 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#7#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 24 of 88: at 22:24: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 index.i.f5)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 25 of 88: at 22:24: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) index.i.f5)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 26 of 88: at 22:37: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 index.i.f5)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 27 of 88: at 22:37: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) index.i.f5)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 28 of 88: at 29:20: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 29 of 88: at 29:20: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#9#|)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 30 of 88: at 25:8: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 31 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#10#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#10#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 32 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#10#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#10#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x11 (+ 0 1)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))
(check-sat)
(reset)

; obligation 33 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#10#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#10#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 2) |index.i.#10#|)))
 (let ((?x12 (* 2 index.i.d1)))
 (let ((?x13 (+ 0 (- 2))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 34 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#10#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#10#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 35 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#10#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#10#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#10#|)))
 (let ((?x10 (+ 0 ?x9)))
 (= ?x10 ?x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 2) |index.i.#10#|)))
 (let ((?x12 (* 2 index.i.d1)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 36 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#12#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#12#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#12#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (= ?x11 ?x8)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 37 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#12#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#12#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#12#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (= ?x11 ?x8)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 2 |index.i.#12#|)))
 (let ((?x12 (+ 0 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 38 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#12#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#12#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (* 2 |index.i.#12#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (= ?x11 ?x8)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#12#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 39 of 88: at 29:42: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 40 of 88: at 29:42: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#9#|)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 41 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#14#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#14#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#14#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 42 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#14#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#14#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#14#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x12 (+ ?x8 ?x10)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))
(check-sat)
(reset)

; obligation 43 of 88: at 22:37: the access z[i, 2*p' + 1] in range (z is [M, 2*P]): 2*p' + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#14#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#14#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#14#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#14#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 2))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 44 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#14#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#14#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#14#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 45 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#14#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#14#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#14#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#14#|)))
 (let ((?x11 (+ 0 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#14#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 46 of 88: at 25:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#16#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#16#|)))
 (let ((?x11 (+ ?x8 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 47 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#16#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#16#|)))
 (let ((?x11 (+ ?x8 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 2 |index.i.#16#|)))
 (let ((?x12 (+ 0 ?x10)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 48 of 88: at 22:24: the access z[i, 2*p'] in range (z is [M, 2*P]): 2*p' < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#9#| ?x6))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#16#| ?x6))))
(assert
 (let ((?x7 (* 2 |index.i.#9#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let ((?x10 (* 2 |index.i.#16#|)))
 (let ((?x11 (+ ?x8 ?x10)))
 (= ?x11 ?x9)))))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* (- 2) |index.i.#16#|)))
 (let ((?x13 (* 2 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x12)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 49 of 88: at 31:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 50 of 88: at 35:40: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 51 of 88: at 35:40: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 52 of 88: at 32:35: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 53 of 88: at 32:35: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 54 of 88: at 34:40: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 2 index.i.f3)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 55 of 88: at 34:40: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* (- 2) index.i.f3)))
 (let ((?x8 (* 2 index.i.d1)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 56 of 88: at 37:12: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 57 of 88: at 36:30: the reduction extent BP >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 58 of 88: at 36:43: the access z[i, 2*BP*t + 2*v] in range (z is [M, 2*P]): 2*BP*t + 2*v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 2 |index.i.#21#|)))
 (let ((?x12 (* 2 index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#20#|)))
 (let ((?x14 (+ 0 ?x13)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 59 of 88: at 36:43: the access z[i, 2*BP*t + 2*v] in range (z is [M, 2*P]): 2*BP*t + 2*v < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 2) |index.i.#21#|)))
 (let ((?x12 (* (- 2) index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#20#|)))
 (let ((?x14 (* 2 index.i.d1)))
 (let ((?x15 (+ 0 (- 1))))
 (let ((?x16 (+ ?x15 ?x14)))
 (let ((?x17 (+ ?x16 ?x13)))
 (let ((?x18 (+ ?x17 ?x11)))
 (let (($x19 (>= ?x18 0)))
 (not $x19)))))))))))
(check-sat)
(reset)

; obligation 60 of 88: at 36:64: the access da[i, BP*t + v] in range (da is [M, P]): BP*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 |index.i.#21#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x12 (* ?x9 |index.i.#20#|)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)
(reset)

; obligation 61 of 88: at 36:64: the access da[i, BP*t + v] in range (da is [M, P]): BP*t + v < P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 1) |index.i.#21#|)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#20#|)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x5)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x11)))
 (let (($x18 (>= ?x17 0)))
 (not $x18)))))))))))
(check-sat)
(reset)

; obligation 62 of 88: at 31:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 63 of 88: at 31:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun |index.i.#22#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= |index.i.#22#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#22#| ?x12))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* 1 |index.i.#21#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x14 (* ?x9 |index.i.#20#|)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 64 of 88: at 31:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v < P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun |index.i.#22#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= |index.i.#22#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#22#| ?x12))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* (- 1) |index.i.#21#|)))
 (let ((?x14 (* (- 1) index.i.d3)))
 (let ((?x15 (* ?x14 |index.i.#20#|)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x16 (+ 0 (- 1))))
 (let ((?x17 (+ ?x16 ?x5)))
 (let ((?x18 (+ ?x17 ?x15)))
 (let ((?x19 (+ ?x18 ?x13)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))))))))
(check-sat)
(reset)

; obligation 65 of 88: at 35:40: the access z[i, 2*BP*t + 2*v + 1] in range (z is [M, 2*P]): 2*BP*t + 2*v + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 2 |index.i.#21#|)))
 (let ((?x12 (* 2 index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#20#|)))
 (let ((?x14 (+ 0 1)))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let (($x17 (>= ?x16 0)))
 (not $x17)))))))))
(check-sat)
(reset)

; obligation 66 of 88: at 35:40: the access z[i, 2*BP*t + 2*v + 1] in range (z is [M, 2*P]): 2*BP*t + 2*v + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 2) |index.i.#21#|)))
 (let ((?x12 (* (- 2) index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#20#|)))
 (let ((?x14 (* 2 index.i.d1)))
 (let ((?x15 (+ 0 (- 2))))
 (let ((?x16 (+ ?x15 ?x14)))
 (let ((?x17 (+ ?x16 ?x13)))
 (let ((?x18 (+ ?x17 ?x11)))
 (let (($x19 (>= ?x18 0)))
 (not $x19)))))))))))
(check-sat)
(reset)

; obligation 67 of 88: at 31:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun |index.i.#23#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= |index.i.#23#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#23#| ?x12))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* 1 |index.i.#21#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x14 (* ?x9 |index.i.#20#|)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 68 of 88: at 31:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v < P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun |index.i.#20#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun |index.i.#23#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#20#| ?x8))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#21#| ?x10))))
(assert
 (>= |index.i.#23#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#23#| ?x12))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* (- 1) |index.i.#21#|)))
 (let ((?x14 (* (- 1) index.i.d3)))
 (let ((?x15 (* ?x14 |index.i.#20#|)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x16 (+ 0 (- 1))))
 (let ((?x17 (+ ?x16 ?x5)))
 (let ((?x18 (+ ?x17 ?x15)))
 (let ((?x19 (+ ?x18 ?x13)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))))))))
(check-sat)
(reset)

; obligation 69 of 88: lhs defined: an argument != 0 at 29:67
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x7 (* 1.0 index.d2)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let (($x9 (and (distinct ?x8 0.0) true)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 70 of 88: rhs defined where the lhs is: an argument != 0 at 36:124
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.d2 () Real)
(assert
 (let ((?x1 (* 1.0 index.d2)))
 (let ((?x2 (+ 0.0 ?x1)))
 (and (distinct ?x2 0.0) true))))
(assert
 (let ((?x1 (* 1.0 index.d2)))
 (let ((?x2 (+ 0.0 ?x1)))
 (let (($x3 (and (distinct ?x2 0.0) true)))
 (not $x3)))))
(check-sat)
(reset)

; obligation 71 of 88: step 1 (select-collapse) obligation 1 of 1: select(2*p' == 2*p, z[i, 2*p' + 1] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1) + z[i, 2*p' + 1] * z[i, 2*p'] * (s ... sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1)^2, 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.f1 () Int)
(assert
 (let ((?x1 (* 2 |index.i.#1#|)))
 (let ((?x2 (* (- 2) index.i.f1)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (+ ?x3 ?x1)))
 (let (($x5 (= ?x4 0)))
 (let ((?x6 (* 1 index.i.f1)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (= |index.i.#1#| ?x7)))
 (let (($x9 (=> $x8 $x5)))
 (let (($x10 (=> $x5 $x8)))
 (let (($x11 (and $x10 $x9)))
 (not $x11)))))))))))))
(check-sat)
(reset)

; obligation 72 of 88: step 2 (select-collapse) obligation 1 of 1: select(2*p' + 1 == 2*p, z[i, 2*p'] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1), 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.f1 () Int)
(assert
 (let ((?x1 (* 2 |index.i.#3#|)))
 (let ((?x2 (* (- 2) index.i.f1)))
 (let ((?x3 (+ 0 1)))
 (let ((?x4 (+ ?x3 ?x2)))
 (let ((?x5 (+ ?x4 ?x1)))
 (let (($x6 (= ?x5 0)))
 (let (($x7 (not $x6)))
 (not $x7)))))))))
(check-sat)
(reset)

; obligation 73 of 88: step 3 (select-collapse) obligation 1 of 1: select(2*p' == 2*p + 1, z[i, 2*p' + 1] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1) + z[i, 2*p' + 1] * z[i, 2*p']  ... sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1)^2, 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.f3 () Int)
(assert
 (let ((?x1 (* 2 |index.i.#5#|)))
 (let ((?x2 (* (- 2) index.i.f3)))
 (let ((?x3 (+ 0 (- 1))))
 (let ((?x4 (+ ?x3 ?x2)))
 (let ((?x5 (+ ?x4 ?x1)))
 (let (($x6 (= ?x5 0)))
 (let (($x7 (not $x6)))
 (not $x7)))))))))
(check-sat)
(reset)

; obligation 74 of 88: step 4 (select-collapse) obligation 1 of 1: select(2*p' + 1 == 2*p + 1, z[i, 2*p'] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1), 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#7#| () Int)
(declare-fun index.i.f3 () Int)
(assert
 (let ((?x1 (* 2 |index.i.#7#|)))
 (let ((?x2 (* (- 2) index.i.f3)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (+ ?x3 ?x1)))
 (let (($x5 (= ?x4 0)))
 (let ((?x6 (* 1 index.i.f3)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (= |index.i.#7#| ?x7)))
 (let (($x9 (=> $x8 $x5)))
 (let (($x10 (=> $x5 $x8)))
 (let (($x11 (and $x10 $x9)))
 (not $x11)))))))))))))
(check-sat)
(reset)

; obligation 75 of 88: step 5 (select-collapse) obligation 1 of 1: select(2*p' + 1 == 2*p, z[i, 2*p'] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1), 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#12#| () Int)
(declare-fun |index.i.#9#| () Int)
(assert
 (let ((?x1 (* 2 |index.i.#12#|)))
 (let ((?x2 (* (- 2) |index.i.#9#|)))
 (let ((?x3 (+ 0 1)))
 (let ((?x4 (+ ?x3 ?x2)))
 (let ((?x5 (+ ?x4 ?x1)))
 (let (($x6 (= ?x5 0)))
 (let (($x7 (not $x6)))
 (not $x7)))))))))
(check-sat)
(reset)

; obligation 76 of 88: step 6 (select-collapse) obligation 1 of 1: select(2*p' == 2*p + 1, z[i, 2*p' + 1] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1) + z[i, 2*p' + 1] * z[i, 2*p']  ... sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1)^2, 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#14#| () Int)
(declare-fun |index.i.#9#| () Int)
(assert
 (let ((?x1 (* 2 |index.i.#14#|)))
 (let ((?x2 (* (- 2) |index.i.#9#|)))
 (let ((?x3 (+ 0 (- 1))))
 (let ((?x4 (+ ?x3 ?x2)))
 (let ((?x5 (+ ?x4 ?x1)))
 (let (($x6 (= ?x5 0)))
 (let (($x7 (not $x6)))
 (not $x7)))))))))
(check-sat)
(reset)

; obligation 77 of 88: step 14 (select-collapse) obligation 1 of 1: select(2*p' + 1 == 2*p + 1, z[i, 2*p'] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1), 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#9#| () Int)
(assert
 (let ((?x1 (* 2 |index.i.#16#|)))
 (let ((?x2 (* (- 2) |index.i.#9#|)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (+ ?x3 ?x1)))
 (let (($x5 (= ?x4 0)))
 (let ((?x6 (* 1 |index.i.#16#|)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (= |index.i.#9#| ?x7)))
 (let (($x9 (=> $x8 $x5)))
 (let (($x10 (=> $x5 $x8)))
 (let (($x11 (and $x10 $x9)))
 (not $x11)))))))))))))
(check-sat)
(reset)

; obligation 78 of 88: step 16 (select-collapse) obligation 1 of 1: select(2*p' == 2*p, z[i, 2*p' + 1] * (sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1) + z[i, 2*p' + 1] * z[i, 2*p'] * (s ... sum(k' < K) W2[p', k'] * dy[i, k']) / (exp(-z[i, 2*p']) + 1)^2, 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.#10#| () Int)
(declare-fun |index.i.#9#| () Int)
(assert
 (let ((?x1 (* 2 |index.i.#10#|)))
 (let ((?x2 (* (- 2) |index.i.#9#|)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (+ ?x3 ?x1)))
 (let (($x5 (= ?x4 0)))
 (let ((?x6 (* 1 |index.i.#10#|)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (= |index.i.#9#| ?x7)))
 (let (($x9 (=> $x8 $x5)))
 (let (($x10 (=> $x5 $x8)))
 (let (($x11 (and $x10 $x9)))
 (not $x11)))))))))))))
(check-sat)
(reset)

; obligation 79 of 88: step 17 (equal-by-solver) obligation 1 of 1: da: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.d2 () Real)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, 2*f1]| () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |input.z[f0, 1 + 2*f1]| () Real)
(declare-fun aux.sum!0 () Real)
(assert
 (let ((?x1 (* 1.0 index.d2)))
 (let ((?x2 (+ 0.0 ?x1)))
 (and (distinct ?x2 0.0) true))))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x3 (= aux.exp!0 1.0)))
 (let ((?x4 (* (- 1.0) |input.z[f0, 2*f1]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (= ?x5 0.0)))
 (=> $x6 $x3))))))
(assert
 (let ((?x7 (* index.i.d4 index.i.d3)))
 (let (($x8 (= index.i.d1 ?x7)))
 (and $x8))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x9 (* 1 index.i.d0)))
 (let ((?x10 (+ 0 ?x9)))
 (< index.i.f0 ?x10))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (< index.i.f1 ?x12))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x9 (* 1 index.i.d0)))
 (let ((?x10 (+ 0 ?x9)))
 (< index.i.f2 ?x10))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (< index.i.f3 ?x12))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x9 (* 1 index.i.d0)))
 (let ((?x10 (+ 0 ?x9)))
 (< index.i.f4 ?x10))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (< index.i.f5 ?x12))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x9 (* 1 index.i.d0)))
 (let ((?x10 (+ 0 ?x9)))
 (< index.i.f6 ?x10))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x13 (* 1.0 aux.exp!0)))
 (let ((?x14 (+ 0.0 1.0)))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (/ 1.0 ?x15)))
 (let ((?x17 (* 1.0 ?x16)))
 (let ((?x18 (* ?x17 aux.sum!0)))
 (let ((?x19 (* ?x18 |input.z[f0, 1 + 2*f1]|)))
 (let ((?x20 (* ?x19 |input.z[f0, 2*f1]|)))
 (let ((?x21 (* (- 1.0) ?x16)))
 (let ((?x22 (* ?x21 ?x16)))
 (let ((?x23 (* ?x22 aux.sum!0)))
 (let ((?x24 (* ?x23 |input.z[f0, 1 + 2*f1]|)))
 (let ((?x25 (* ?x24 |input.z[f0, 2*f1]|)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x19)))
 (let ((?x28 (+ ?x27 ?x20)))
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x29 (* 1 index.i.f1)))
 (let ((?x30 (+ 0 ?x29)))
 (let (($x31 (< ?x30 ?x12)))
 (let ((?x32 (ite $x31 ?x28 0.0)))
 (let ((?x33 (* 1.0 ?x32)))
 (let ((?x34 (+ 0.0 ?x33)))
 (let (($x35 (>= ?x30 0)))
 (let ((?x36 (ite $x35 ?x34 0.0)))
 (let ((?x37 (* 1.0 ?x36)))
 (let ((?x38 (* ?x21 aux.sum!0)))
 (let ((?x39 (* ?x38 |input.z[f0, 1 + 2*f1]|)))
 (let ((?x40 (* ?x39 |input.z[f0, 2*f1]|)))
 (let ((?x41 (* ?x17 ?x16)))
 (let ((?x42 (* ?x41 aux.sum!0)))
 (let ((?x43 (* ?x42 |input.z[f0, 1 + 2*f1]|)))
 (let ((?x44 (* ?x43 |input.z[f0, 2*f1]|)))
 (let ((?x45 (+ 0.0 ?x44)))
 (let ((?x46 (+ ?x45 ?x39)))
 (let ((?x47 (+ ?x46 ?x40)))
 (let ((?x48 (+ ?x47 ?x37)))
 (let (($x49 (= ?x48 0.0)))
 (not $x49)))))))))))))))))))))))))))))))))))))))))
(check-sat)
(reset)

; obligation 80 of 88: step 18 (equal-by-solver) obligation 1 of 1: du: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.d2 () Real)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, 2*f1]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.z[f2, 2*f3]| () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun aux.sum!1 () Real)
(assert
 (let ((?x1 (* 1.0 index.d2)))
 (let ((?x2 (+ 0.0 ?x1)))
 (and (distinct ?x2 0.0) true))))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x3 (= aux.exp!0 1.0)))
 (let ((?x4 (* (- 1.0) |input.z[f0, 2*f1]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (= ?x5 0.0)))
 (=> $x6 $x3))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x7 (= aux.exp!1 1.0)))
 (let ((?x8 (* (- 1.0) |input.z[f2, 2*f3]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let (($x10 (= ?x9 0.0)))
 (=> $x10 $x7))))))
(assert
 (let ((?x11 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!2 ?x11)))
(assert
 (let ((?x8 (* (- 1.0) |input.z[f2, 2*f3]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* (- 1.0) |input.z[f0, 2*f1]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x9) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x8 (* (- 1.0) |input.z[f2, 2*f3]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* (- 1.0) |input.z[f0, 2*f1]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x12 (+ ?x5 ?x9)))
 (=> (= ?x5 ?x12) (= aux.exp!0 aux.exp!2))))))))
(assert
 (let ((?x8 (* (- 1.0) |input.z[f2, 2*f3]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* (- 1.0) |input.z[f0, 2*f1]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x12 (+ ?x5 ?x9)))
 (=> (= ?x9 ?x12) (= aux.exp!1 aux.exp!2))))))))
(assert
 (let ((?x13 (* index.i.d4 index.i.d3)))
 (let (($x14 (= index.i.d1 ?x13)))
 (and $x14))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x15 (* 1 index.i.d0)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f0 ?x16))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x17 (* 1 index.i.d1)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f1 ?x18))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x15 (* 1 index.i.d0)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f2 ?x16))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x17 (* 1 index.i.d1)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f3 ?x18))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x15 (* 1 index.i.d0)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f4 ?x16))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x17 (* 1 index.i.d1)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f5 ?x18))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x15 (* 1 index.i.d0)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f6 ?x16))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x19 (* 1.0 aux.exp!1)))
 (let ((?x20 (+ 0.0 1.0)))
 (let ((?x21 (+ ?x20 ?x19)))
 (let ((?x22 (/ 1.0 ?x21)))
 (let ((?x23 (* 1.0 ?x22)))
 (let ((?x24 (* ?x23 aux.sum!1)))
 (let ((?x25 (* ?x24 |input.z[f2, 2*f3]|)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x17 (* 1 index.i.d1)))
 (let ((?x18 (+ 0 ?x17)))
 (let ((?x27 (* 1 index.i.f3)))
 (let ((?x28 (+ 0 ?x27)))
 (let (($x29 (< ?x28 ?x18)))
 (let ((?x30 (ite $x29 ?x26 0.0)))
 (let ((?x31 (* 1.0 ?x30)))
 (let ((?x32 (+ 0.0 ?x31)))
 (let (($x33 (>= ?x28 0)))
 (let ((?x34 (ite $x33 ?x32 0.0)))
 (let ((?x35 (* 1.0 ?x34)))
 (let ((?x36 (* (- 1.0) ?x22)))
 (let ((?x37 (* ?x36 aux.sum!1)))
 (let ((?x38 (* ?x37 |input.z[f2, 2*f3]|)))
 (let ((?x39 (+ 0.0 ?x38)))
 (let ((?x40 (+ ?x39 ?x35)))
 (let (($x41 (= ?x40 0.0)))
 (not $x41)))))))))))))))))))))))))))
(check-sat)
(reset)

; obligation 81 of 88: step 20 (tile-reindex) obligation 1 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 (- 1))))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 82 of 88: step 20 (tile-reindex) obligation 2 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 83 of 88: step 20 (tile-reindex) obligation 3 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (< aux.tile.u ?x4)))
 (let (($x6 (>= aux.tile.u 0)))
 (let (($x7 (and $x6 $x5)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (< aux.tile.t ?x9)))
 (let (($x11 (>= aux.tile.t 0)))
 (let (($x12 (and $x11 $x10)))
 (and $x12 $x7))))))))))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x8 (* 1 index.i.d4)))
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

; obligation 84 of 88: step 20 (tile-reindex) obligation 4 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x5 (* 1 index.i.d4)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* ?x6 ?x4)))
 (let (($x8 (< aux.tile.j ?x7)))
 (let (($x9 (>= aux.tile.j 0)))
 (and $x9 $x8)))))))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x10 (mod aux.tile.j ?x4)))
 (let (($x11 (< ?x10 ?x4)))
 (let (($x12 (>= ?x10 0)))
 (let (($x13 (and $x12 $x11)))
 (let ((?x5 (* 1 index.i.d4)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x14 (div aux.tile.j ?x4)))
 (let (($x15 (< ?x14 ?x6)))
 (let (($x16 (>= ?x14 0)))
 (let (($x17 (and $x16 $x15)))
 (let (($x18 (and $x17 $x13)))
 (not $x18)))))))))))))))
(check-sat)
(reset)

; obligation 85 of 88: step 20 (tile-reindex) obligation 5 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (< aux.tile.u ?x4)))
 (let (($x6 (>= aux.tile.u 0)))
 (let (($x7 (and $x6 $x5)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (< aux.tile.t ?x9)))
 (let (($x11 (>= aux.tile.t 0)))
 (let (($x12 (and $x11 $x10)))
 (and $x12 $x7))))))))))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
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

; obligation 86 of 88: step 20 (tile-reindex) obligation 6 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x5 (* 1 index.i.d4)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* ?x6 ?x4)))
 (let (($x8 (< aux.tile.j ?x7)))
 (let (($x9 (>= aux.tile.j 0)))
 (and $x9 $x8)))))))))
(assert
 (let ((?x3 (* 1 index.i.d3)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x10 (mod aux.tile.j ?x4)))
 (let ((?x11 (div aux.tile.j ?x4)))
 (let ((?x12 (* ?x4 ?x11)))
 (let ((?x13 (+ ?x12 ?x10)))
 (let (($x14 (= ?x13 aux.tile.j)))
 (not $x14)))))))))
(check-sat)
(reset)

; obligation 87 of 88: step 23 (merge-same-range-sums) obligation 1 of 6: (1 / K) * (sum(p' < P) sum(k' < K) W2[p', k'] * dy[i, k'] * z[i, 2*p' + 1] * z[i, 2*p']^2 / (exp(-z[i, 2*p']) + 1) + 2 * sum(p' < P) sum(k' < K) ...  k] * dy[i, k] * z[i, 2*j + 1] * z[i, 2*j] / (exp(-z[i, 2*j]) + 1)) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x7 (* (- 1) index.i.d3)))
 (let ((?x8 (* ?x7 index.i.d4)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x9 (+ ?x6 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 88 of 88: step 23 (merge-same-range-sums) obligation 2 of 6: (1 / K) * (sum(p' < P) sum(k' < K) W2[p', k'] * dy[i, k'] * z[i, 2*p' + 1] * z[i, 2*p']^2 / (exp(-z[i, 2*p']) + 1) + 2 * sum(p' < P) sum(k' < K) ...  k] * dy[i, k] * z[i, 2*j + 1] * z[i, 2*j] / (exp(-z[i, 2*j]) + 1)) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.f6 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f2 ?x4))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.f6 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f6 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d2 1.0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (* ?x7 index.i.d4)))
 (let ((?x9 (* (- 1) index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x8)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)

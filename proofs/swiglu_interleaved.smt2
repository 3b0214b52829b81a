; proofs/swiglu_interleaved.smt2: the solver queries behind fuseproof's verdict
; rule: swiglu_interleaved
; rule sha256: 4df0356d11ffab77b187198de27291c7d340598b135295b1bacc929961efbf7e
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 13 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/swiglu_interleaved.smt2
;   cvc5 --tlimit-per=60000 proofs/swiglu_interleaved.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 13: at 19:27: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 2 of 13: at 19:44: the access W1[k, 2*p] in range (W1 is [K, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#1#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f1)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 3 of 13: at 19:44: the access W1[k, 2*p] in range (W1 is [K, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#1#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f1)))
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x10 (+ 0 (- 1))))
 (let ((?x11 (+ ?x10 ?x5)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)
(reset)

; obligation 4 of 13: at 20:42: the access W1[k, 2*p + 1] in range (W1 is [K, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#2#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f1)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 5 of 13: at 20:42: the access W1[k, 2*p + 1] in range (W1 is [K, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#2#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f1)))
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x10 (+ 0 (- 2))))
 (let ((?x11 (+ ?x10 ?x5)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)
(reset)

; obligation 6 of 13: at 26:33: the access zf[i, 2*p] in range (zf is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 7 of 13: at 26:33: the access zf[i, 2*p] in range (zf is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x8 (+ 0 (- 1))))
 (let ((?x9 (+ ?x8 ?x5)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (>= ?x10 0)))
 (not $x11))))))))
(check-sat)
(reset)

; obligation 8 of 13: at 23:37: the access W1[k, 2*p] in range (W1 is [K, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#3#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f1)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 9 of 13: at 23:37: the access W1[k, 2*p] in range (W1 is [K, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#3#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f1)))
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x10 (+ 0 (- 1))))
 (let ((?x11 (+ ?x10 ?x5)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)
(reset)

; obligation 10 of 13: at 26:47: the access zf[i, 2*p + 1] in range (zf is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f1)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 11 of 13: at 26:47: the access zf[i, 2*p + 1] in range (zf is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x8 (+ 0 (- 2))))
 (let ((?x9 (+ ?x8 ?x5)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (>= ?x10 0)))
 (not $x11))))))))
(check-sat)
(reset)

; obligation 12 of 13: at 23:37: the access W1[k, 2*p + 1] in range (W1 is [K, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#4#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#4#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f1)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 13 of 13: at 23:37: the access W1[k, 2*p + 1] in range (W1 is [K, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun |index.i.#4#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f3 ?x6))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#4#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f1)))
 (let ((?x5 (* 2 index.i.d2)))
 (let ((?x10 (+ 0 (- 2))))
 (let ((?x11 (+ ?x10 ?x5)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)

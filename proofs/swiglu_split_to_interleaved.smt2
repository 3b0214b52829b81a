; proofs/swiglu_split_to_interleaved.smt2: the solver queries behind fuseproof's verdict
; rule: swiglu_split_to_interleaved
; rule sha256: 7c7f70f2291e2ba7a87cffaf19702c20ec5ff67a991d2ab51848e80dc4d5a044
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 15 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/swiglu_split_to_interleaved.smt2
;   cvc5 --tlimit-per=60000 proofs/swiglu_split_to_interleaved.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 15: at 22:24: the access h[i, p] in range (h is [M, 2*P]): p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* (- 1) index.i.f1)))
 (let ((?x6 (* 2 index.i.d2)))
 (let ((?x7 (+ 0 (- 1))))
 (let ((?x8 (+ ?x7 ?x6)))
 (let ((?x9 (+ ?x8 ?x5)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 2 of 15: at 21:26: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 3 of 15: at 21:43: the access W[k, p] in range (W is [K, 2*P]): p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f1)))
 (let ((?x8 (* 2 index.i.d2)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 4 of 15: at 22:34: the access h[i, P + p] in range (h is [M, 2*P]): P + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 1 index.i.f1)))
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x6 (+ ?x4 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))))
(check-sat)
(reset)

; obligation 5 of 15: at 21:43: the access W[k, P + p] in range (W is [K, 2*P]): P + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f1)))
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x8 (+ ?x4 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))))
(check-sat)
(reset)

; obligation 6 of 15: at 27:33: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 2 index.i.f1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 7 of 15: at 27:33: the access z[i, 2*p] in range (z is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* (- 2) index.i.f1)))
 (let ((?x6 (* 2 index.i.d2)))
 (let ((?x7 (+ 0 (- 1))))
 (let ((?x8 (+ ?x7 ?x6)))
 (let ((?x9 (+ ?x8 ?x5)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 8 of 15: at 25:37: the access W1[k, 2*p] in range (W1 is [K, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
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

; obligation 9 of 15: at 25:37: the access W1[k, 2*p] in range (W1 is [K, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x8 (* 2 index.i.d2)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 10 of 15: at 24:28: the access W[k, p] in range (W is [K, 2*P]): p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f1)))
 (let ((?x8 (* 2 index.i.d2)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 11 of 15: at 27:46: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 2 index.i.f1)))
 (let ((?x6 (+ 0 1)))
 (let ((?x7 (+ ?x6 ?x5)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))))
(check-sat)
(reset)

; obligation 12 of 15: at 27:46: the access z[i, 2*p + 1] in range (z is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* (- 2) index.i.f1)))
 (let ((?x6 (* 2 index.i.d2)))
 (let ((?x7 (+ 0 (- 2))))
 (let ((?x8 (+ ?x7 ?x6)))
 (let ((?x9 (+ ?x8 ?x5)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 13 of 15: at 25:37: the access W1[k, 2*p + 1] in range (W1 is [K, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#4#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#4#| ?x6))))
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

; obligation 14 of 15: at 25:37: the access W1[k, 2*p + 1] in range (W1 is [K, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#4#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#4#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f1)))
 (let ((?x8 (* 2 index.i.d2)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 15 of 15: at 24:28: the access W[k, P + p] in range (W is [K, 2*P]): P + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#4#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#4#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f1)))
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x8 (+ ?x4 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))))
(check-sat)

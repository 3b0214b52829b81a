; proofs/qknorm_rope.smt2: the solver queries behind fuseproof's verdict
; rule: qknorm_rope
; rule sha256: 57ed4ca793a5c4867f30ed30f8550e063ddf5218b4a455e6de2a66466cd3a8d9
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 127 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/qknorm_rope.smt2
;   cvc5 --tlimit-per=60000 proofs/qknorm_rope.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 127: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.K () Int)
(declare-fun index.H () Int)
(declare-fun index.Q () Int)
(declare-fun scalar.eps () Real)
(assert
 (>= index.M 1))
(assert
 (>= index.K 1))
(assert
 (>= index.H 1))
(assert
 (>= index.Q 1))
(assert
 (let ((?x1 (to_real 0)))
 (> scalar.eps ?x1)))
(assert
 (>= index.M 0))
(assert
 (>= index.K 0))
(assert
 (>= index.K 0))
(assert
 (>= index.H 0))
(assert
 (let ((?x2 (* 2 index.Q)))
 (>= ?x2 0)))
(assert
 (let ((?x2 (* 2 index.Q)))
 (>= ?x2 0)))
(assert
 (>= index.M 0))
(assert
 (>= index.Q 0))
(assert
 (>= index.M 0))
(assert
 (>= index.Q 0))
(check-sat)
(reset)

; obligation 2 of 127: at 43:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (let ((?x7 (* 2 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 3 of 127: at 43:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (let ((?x7 (* (- 2) index.i.f2)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 4 of 127: at 43:26: the access yh[i, h, d] in range (yh is [M, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (let ((?x7 (* (- 1) index.i.f2)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 5 of 127: at 41:32: the access qn[i, h, d] in range (qn is [M, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 6 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 7 of 127: at 38:49: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#1#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* (- 1) index.i.f2)))
 (let ((?x12 (* 2 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 8 of 127: at 39:24: the reduction extent 2*Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 9 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#2#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 10 of 127: at 40:55: the access g[d] in range (g is [2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 11 of 127: at 41:55: the access qn[i, h, Q + d] in range (qn is [M, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x9 (+ ?x6 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))))
(check-sat)
(reset)

; obligation 12 of 127: at 38:49: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#4#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x11 (+ ?x6 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))))
(check-sat)
(reset)

; obligation 13 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#5#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#5#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 14 of 127: at 42:42: the access qn[i, h, d] in range (qn is [M, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 15 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 16 of 127: at 38:49: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#7#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#7#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* (- 1) index.i.f2)))
 (let ((?x12 (* 2 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 17 of 127: at 39:24: the reduction extent 2*Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 18 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#8#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 19 of 127: at 42:58: the access cos[i, d - Q] in range (cos is [M, Q]): d - Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x9 (* (- 1) index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))))
(check-sat)
(reset)

; obligation 20 of 127: at 42:69: the access qn[i, h, d - Q] in range (qn is [M, H, 2*Q]): d - Q < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* 3 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 21 of 127: at 38:49: the access W[k, h, d - Q] in range (W is [K, H, 2*Q]): d - Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#10#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#10#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x11 (* (- 1) index.i.d3)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x7)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))))
(check-sat)
(reset)

; obligation 22 of 127: at 38:49: the access W[k, h, d - Q] in range (W is [K, H, 2*Q]): d - Q < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#10#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#10#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* (- 1) index.i.f2)))
 (let ((?x12 (* 3 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 23 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#11#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#11#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#11#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 24 of 127: at 43:3: the access y[i, h, 2*d + 1] in range (y is [M, H, 2*Q]): 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f5)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 25 of 127: at 43:3: the access y[i, h, 2*d + 1] in range (y is [M, H, 2*Q]): 2*d + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f5)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 26 of 127: at 43:26: the access yh[i, h, Q + d] in range (yh is [M, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))))
(check-sat)
(reset)

; obligation 27 of 127: at 41:32: the access qn[i, h, Q + d] in range (qn is [M, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))))
(check-sat)
(reset)

; obligation 28 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 29 of 127: at 38:49: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#13#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#13#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#13#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x11 (>= ?x8 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 30 of 127: at 39:24: the reduction extent 2*Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 31 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#14#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#14#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#14#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 32 of 127: at 41:44: the access cos[i, Q + d] in range (cos is [M, Q]): Q + d < Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f5)))
 (let ((?x10 (+ 0 (- 1))))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 33 of 127: at 41:55: the access qn[i, h, 2*Q + d] in range (qn is [M, H, 2*Q]): 2*Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))))
(check-sat)
(reset)

; obligation 34 of 127: at 38:49: the access W[k, h, 2*Q + d] in range (W is [K, H, 2*Q]): 2*Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#16#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#16#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x11 (* 2 index.i.d3)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x7)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))))
(check-sat)
(reset)

; obligation 35 of 127: at 38:49: the access W[k, h, 2*Q + d] in range (W is [K, H, 2*Q]): 2*Q + d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#16#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#16#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* (- 1) index.i.f5)))
 (let ((?x12 (+ 0 (- 1))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))
(check-sat)
(reset)

; obligation 36 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#17#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 37 of 127: at 42:42: the access qn[i, h, Q + d] in range (qn is [M, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))))
(check-sat)
(reset)

; obligation 38 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 39 of 127: at 38:49: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#19#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#19#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#19#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x11 (>= ?x8 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 40 of 127: at 39:24: the reduction extent 2*Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 41 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#20#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#20#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#20#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 42 of 127: at 42:69: the access qn[i, h, d] in range (qn is [M, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f5)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 43 of 127: at 38:49: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#22#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#22#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#22#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* (- 1) index.i.f5)))
 (let ((?x12 (* 2 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 44 of 127: at 38:33: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#23#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#23#| 0))
(assert
 (let ((?x9 (* 2 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#23#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 45 of 127: at 51:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 46 of 127: at 51:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f2)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 47 of 127: at 47:28: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 48 of 127: at 47:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#25#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#25#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#25#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f2)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 49 of 127: at 47:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#25#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#25#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#25#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 50 of 127: at 45:35: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#25#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#25#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#25#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 51 of 127: at 46:25: the access g[d] in range (g is [2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f2)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 52 of 127: at 49:18: the reduction extent Q >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 53 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#26#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 54 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#26#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 55 of 127: at 47:28: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 56 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
(declare-fun |index.i.#27#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= |index.i.#27#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#27#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#26#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 57 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
(declare-fun |index.i.#27#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= |index.i.#27#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#27#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#26#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 58 of 127: at 45:35: the access W[k, h, p] in range (W is [K, H, 2*Q]): p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
(declare-fun |index.i.#27#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= |index.i.#27#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#27#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) |index.i.#26#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 59 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#26#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 60 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#26#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 61 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
(declare-fun |index.i.#28#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= |index.i.#28#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#28#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#26#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 62 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
(declare-fun |index.i.#28#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= |index.i.#28#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#28#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#26#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 63 of 127: at 45:35: the access W[k, h, Q + p] in range (W is [K, H, 2*Q]): Q + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#26#| () Int)
(declare-fun |index.i.#28#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#26#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#26#| ?x6))))
(assert
 (>= |index.i.#28#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#28#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 |index.i.#26#|)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 64 of 127: at 51:77: the access z[i, h, 2*d + 1] in range (z is [M, H, 2*Q]): 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f2)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 65 of 127: at 51:77: the access z[i, h, 2*d + 1] in range (z is [M, H, 2*Q]): 2*d + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f2)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 66 of 127: at 47:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#29#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#29#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#29#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f2)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 67 of 127: at 47:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#29#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#29#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#29#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 68 of 127: at 45:35: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#29#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#29#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#29#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f2)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 69 of 127: at 46:25: the access g[Q + d] in range (g is [2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))))
(check-sat)
(reset)

; obligation 70 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#30#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 71 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#30#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 72 of 127: at 47:28: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 73 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
(declare-fun |index.i.#31#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= |index.i.#31#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#31#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#30#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 74 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
(declare-fun |index.i.#31#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= |index.i.#31#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#31#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#30#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 75 of 127: at 45:35: the access W[k, h, p] in range (W is [K, H, 2*Q]): p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
(declare-fun |index.i.#31#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= |index.i.#31#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#31#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) |index.i.#30#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 76 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#30#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 77 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#30#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 78 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
(declare-fun |index.i.#32#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= |index.i.#32#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#32#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#30#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 79 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
(declare-fun |index.i.#32#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= |index.i.#32#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#32#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#30#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 80 of 127: at 45:35: the access W[k, h, Q + p] in range (W is [K, H, 2*Q]): Q + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#30#| () Int)
(declare-fun |index.i.#32#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#30#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#30#| ?x6))))
(assert
 (>= |index.i.#32#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#32#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 |index.i.#30#|)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 81 of 127: at 47:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#33#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#33#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#33#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f5)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 82 of 127: at 47:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#33#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#33#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#33#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f5)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 83 of 127: at 45:35: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#33#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#33#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#33#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 84 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#34#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 85 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#34#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 86 of 127: at 47:28: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 87 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
(declare-fun |index.i.#35#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= |index.i.#35#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#35#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#34#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 88 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
(declare-fun |index.i.#35#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= |index.i.#35#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#35#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#34#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 89 of 127: at 45:35: the access W[k, h, p] in range (W is [K, H, 2*Q]): p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
(declare-fun |index.i.#35#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= |index.i.#35#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#35#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) |index.i.#34#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 90 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#34#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 91 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#34#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 92 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
(declare-fun |index.i.#36#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= |index.i.#36#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#36#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#34#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 93 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
(declare-fun |index.i.#36#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= |index.i.#36#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#36#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#34#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 94 of 127: at 45:35: the access W[k, h, Q + p] in range (W is [K, H, 2*Q]): Q + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#34#| () Int)
(declare-fun |index.i.#36#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#34#| ?x6))))
(assert
 (>= |index.i.#36#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#36#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 |index.i.#34#|)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 95 of 127: at 52:89: the access z[i, h, 2*d] in range (z is [M, H, 2*Q]): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f5)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 96 of 127: at 52:89: the access z[i, h, 2*d] in range (z is [M, H, 2*Q]): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f5)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 97 of 127: at 47:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#37#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#37#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#37#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f5)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 98 of 127: at 47:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#37#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#37#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#37#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f5)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 99 of 127: at 45:35: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#37#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#37#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#37#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f5)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 100 of 127: at 46:25: the access g[d] in range (g is [2*Q]): d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f5)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 101 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#38#|)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 102 of 127: at 49:30: the access acc[i, h, 2*p] in range (acc is [M, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#38#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 1))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 103 of 127: at 47:28: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 104 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
(declare-fun |index.i.#39#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= |index.i.#39#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#39#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#38#|)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 105 of 127: at 47:44: the access W1[k, h, 2*p] in range (W1 is [K, H, 2*Q]): 2*p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
(declare-fun |index.i.#39#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= |index.i.#39#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#39#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#38#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 106 of 127: at 45:35: the access W[k, h, p] in range (W is [K, H, 2*Q]): p < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
(declare-fun |index.i.#39#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= |index.i.#39#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#39#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) |index.i.#38#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 107 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 |index.i.#38#|)))
 (let ((?x8 (+ 0 1)))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 108 of 127: at 49:47: the access acc[i, h, 2*p + 1] in range (acc is [M, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) |index.i.#38#|)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (+ 0 (- 2))))
 (let ((?x10 (+ ?x9 ?x8)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 109 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
(declare-fun |index.i.#40#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= |index.i.#40#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#40#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 |index.i.#38#|)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 110 of 127: at 47:44: the access W1[k, h, 2*p + 1] in range (W1 is [K, H, 2*Q]): 2*p + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
(declare-fun |index.i.#40#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= |index.i.#40#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#40#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) |index.i.#38#|)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 111 of 127: at 45:35: the access W[k, h, Q + p] in range (W is [K, H, 2*Q]): Q + p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun |index.i.#38#| () Int)
(declare-fun |index.i.#40#| () Int)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#38#| ?x6))))
(assert
 (>= |index.i.#40#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#40#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 |index.i.#38#|)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 112 of 127: lhs defined: an argument != 0 at 39:48
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f2 ?x8))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f3 ?x4))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f4 ?x6))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f5 ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x9 (* 2.0 index.d3)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let (($x11 (and (distinct ?x10 0.0) true)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 113 of 127: lhs defined: an argument > 0 at 39:18
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f2 ?x8))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f3 ?x4))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f4 ?x6))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f5 ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x9 (* 2.0 index.d3)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let ((?x11 (/ 1.0 ?x10)))
 (let ((?x12 (* 1.0 ?x11)))
 (let ((?x13 (* ?x12 aux.sum!0)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (let (($x16 (> ?x15 0.0)))
 (not $x16)))))))))))
(check-sat)
(reset)

; obligation 114 of 127: lhs defined: an argument != 0 at 39:48
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f2 ?x8))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f3 ?x4))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f4 ?x6))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f5 ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x9 (* 2.0 index.d3)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let (($x11 (and (distinct ?x10 0.0) true)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 115 of 127: lhs defined: an argument > 0 at 39:18
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f2 ?x8))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f3 ?x4))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f4 ?x6))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f5 ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x9 (* 2.0 index.d3)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let ((?x11 (/ 1.0 ?x10)))
 (let ((?x12 (* 1.0 ?x11)))
 (let ((?x13 (* ?x12 aux.sum!1)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (let (($x16 (> ?x15 0.0)))
 (not $x16)))))))))))
(check-sat)
(reset)

; obligation 116 of 127: lhs defined: an argument != 0 at 39:48
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f2 ?x8))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f3 ?x4))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f4 ?x6))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f5 ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x9 (* 2.0 index.d3)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let (($x11 (and (distinct ?x10 0.0) true)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 117 of 127: rhs defined where the lhs is: an argument != 0 at 50:33
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d3 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let (($x13 (and (distinct ?x4 0.0) true)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 118 of 127: rhs defined where the lhs is: an argument > 0 at 50:19
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d3 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= aux.sum!2 0.0))
(assert
 (>= aux.sum!3 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x13 (* 1 index.i.d0)))
 (let ((?x14 (+ 0 ?x13)))
 (< index.i.f0 ?x14))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f1 ?x16))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x17 (* 1 index.i.d3)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f2 ?x18))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x13 (* 1 index.i.d0)))
 (let ((?x14 (+ 0 ?x13)))
 (< index.i.f3 ?x14))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f4 ?x16))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x17 (* 1 index.i.d3)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f5 ?x18))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x19 (* ?x6 aux.sum!3)))
 (let ((?x20 (* ?x6 aux.sum!2)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x22 (+ ?x21 ?x19)))
 (let ((?x23 (+ ?x22 ?x1)))
 (let (($x24 (> ?x23 0.0)))
 (not $x24)))))))))))))
(check-sat)
(reset)

; obligation 119 of 127: rhs defined where the lhs is: an argument > 0 at 50:19
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d3 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun aux.sum!4 () Real)
(declare-fun aux.sum!5 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= aux.sum!2 0.0))
(assert
 (>= aux.sum!3 0.0))
(assert
 (>= aux.sum!4 0.0))
(assert
 (>= aux.sum!5 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x13 (* 1 index.i.d0)))
 (let ((?x14 (+ 0 ?x13)))
 (< index.i.f0 ?x14))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f1 ?x16))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x17 (* 1 index.i.d3)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f2 ?x18))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x13 (* 1 index.i.d0)))
 (let ((?x14 (+ 0 ?x13)))
 (< index.i.f3 ?x14))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f4 ?x16))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x17 (* 1 index.i.d3)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f5 ?x18))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x19 (* ?x6 aux.sum!5)))
 (let ((?x20 (* ?x6 aux.sum!4)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x22 (+ ?x21 ?x19)))
 (let ((?x23 (+ ?x22 ?x1)))
 (let (($x24 (> ?x23 0.0)))
 (not $x24)))))))))))))
(check-sat)
(reset)

; obligation 120 of 127: step 11 (half-split) obligation 1 of 6: sum over c < 2*Q = sum over p < Q of the halves (p, Q + p)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 (- 1))))
 (let ((?x8 (+ ?x7 ?x5)))
 (let (($x9 (>= ?x8 0)))
 (not $x9))))))
(check-sat)
(reset)

; obligation 121 of 127: step 11 (half-split) obligation 2 of 6: sum over c < 2*Q = sum over p < Q of the halves (p, Q + p)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
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
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f2 ?x6))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f3 ?x2))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f4 ?x4))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f5 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x7 (+ 0 2)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))
(check-sat)
(reset)

; obligation 122 of 127: step 11 (half-split) obligation 3 of 6: sum over c < 2*Q = sum over p < Q of the halves (p, Q + p)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (>= ?x2 1))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let (($x3 (< aux.tile.u ?x2)))
 (let (($x4 (>= aux.tile.u 0)))
 (let (($x5 (and $x4 $x3)))
 (let ((?x6 (+ 0 2)))
 (let (($x7 (< aux.tile.t ?x6)))
 (let (($x8 (>= aux.tile.t 0)))
 (let (($x9 (and $x8 $x7)))
 (and $x9 $x5)))))))))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let ((?x6 (+ 0 2)))
 (let ((?x10 (* ?x6 ?x2)))
 (let ((?x11 (* ?x2 aux.tile.t)))
 (let ((?x12 (+ ?x11 aux.tile.u)))
 (let (($x13 (< ?x12 ?x10)))
 (let (($x14 (>= ?x12 0)))
 (let (($x15 (and $x14 $x13)))
 (not $x15)))))))))))
(check-sat)
(reset)

; obligation 123 of 127: step 11 (half-split) obligation 4 of 6: sum over c < 2*Q = sum over p < Q of the halves (p, Q + p)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (>= ?x2 1))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let ((?x3 (+ 0 2)))
 (let ((?x4 (* ?x3 ?x2)))
 (let (($x5 (< aux.tile.j ?x4)))
 (let (($x6 (>= aux.tile.j 0)))
 (and $x6 $x5))))))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let ((?x7 (mod aux.tile.j ?x2)))
 (let (($x8 (< ?x7 ?x2)))
 (let (($x9 (>= ?x7 0)))
 (let (($x10 (and $x9 $x8)))
 (let ((?x3 (+ 0 2)))
 (let ((?x11 (div aux.tile.j ?x2)))
 (let (($x12 (< ?x11 ?x3)))
 (let (($x13 (>= ?x11 0)))
 (let (($x14 (and $x13 $x12)))
 (let (($x15 (and $x14 $x10)))
 (not $x15))))))))))))))
(check-sat)
(reset)

; obligation 124 of 127: step 11 (half-split) obligation 5 of 6: sum over c < 2*Q = sum over p < Q of the halves (p, Q + p)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (>= ?x2 1))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let (($x3 (< aux.tile.u ?x2)))
 (let (($x4 (>= aux.tile.u 0)))
 (let (($x5 (and $x4 $x3)))
 (let ((?x6 (+ 0 2)))
 (let (($x7 (< aux.tile.t ?x6)))
 (let (($x8 (>= aux.tile.t 0)))
 (let (($x9 (and $x8 $x7)))
 (and $x9 $x5)))))))))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let ((?x10 (* ?x2 aux.tile.t)))
 (let ((?x11 (+ ?x10 aux.tile.u)))
 (let ((?x12 (mod ?x11 ?x2)))
 (let (($x13 (= ?x12 aux.tile.u)))
 (let ((?x14 (div ?x11 ?x2)))
 (let (($x15 (= ?x14 aux.tile.t)))
 (let (($x16 (and $x15 $x13)))
 (not $x16)))))))))))
(check-sat)
(reset)

; obligation 125 of 127: step 11 (half-split) obligation 6 of 6: sum over c < 2*Q = sum over p < Q of the halves (p, Q + p)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d3 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (>= ?x2 1))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let ((?x3 (+ 0 2)))
 (let ((?x4 (* ?x3 ?x2)))
 (let (($x5 (< aux.tile.j ?x4)))
 (let (($x6 (>= aux.tile.j 0)))
 (and $x6 $x5))))))))
(assert
 (let ((?x1 (* 1 index.i.d3)))
 (let ((?x2 (+ 0 ?x1)))
 (let ((?x7 (mod aux.tile.j ?x2)))
 (let ((?x8 (div aux.tile.j ?x2)))
 (let ((?x9 (* ?x2 ?x8)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (= ?x10 aux.tile.j)))
 (not $x11)))))))))
(check-sat)
(reset)

; obligation 126 of 127: step 15 (equal-by-solver) obligation 1 of 1: y[i, h, 2*d]: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d3 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun aux.rsqrt!0 () Real)
(declare-fun aux.sum!9 () Real)
(declare-fun aux.sum!8 () Real)
(declare-fun aux.rsqrt!1 () Real)
(declare-fun aux.sum!4 () Real)
(declare-fun aux.sum!5 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.sum!10 () Real)
(declare-fun |input.sin[f0, -d3 + f2]| () Real)
(declare-fun |input.g[-d3 + f2]| () Real)
(declare-fun aux.sum!6 () Real)
(declare-fun |input.g[f2]| () Real)
(declare-fun |input.cos[f0, -d3 + f2]| () Real)
(declare-fun aux.sum!7 () Real)
(declare-fun |input.sin[f0, f2]| () Real)
(declare-fun |input.g[d3 + f2]| () Real)
(declare-fun |input.cos[f0, f2]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!3)))
 (let ((?x14 (* ?x6 aux.sum!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x1)))
 (let ((?x18 (* aux.rsqrt!0 aux.rsqrt!0)))
 (let ((?x19 (* ?x18 ?x17)))
 (let (($x20 (= ?x19 1.0)))
 (let (($x21 (> aux.rsqrt!0 0.0)))
 (let (($x22 (and $x21 $x20)))
 (let (($x23 (> ?x17 0.0)))
 (=> $x23 $x22))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x24 (* ?x6 aux.sum!9)))
 (let ((?x25 (* ?x6 aux.sum!8)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x24)))
 (let ((?x28 (+ ?x27 ?x1)))
 (let ((?x29 (* aux.rsqrt!1 aux.rsqrt!1)))
 (let ((?x30 (* ?x29 ?x28)))
 (let (($x31 (= ?x30 1.0)))
 (let (($x32 (> aux.rsqrt!1 0.0)))
 (let (($x33 (and $x32 $x31)))
 (let (($x34 (> ?x28 0.0)))
 (=> $x34 $x33))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x24 (* ?x6 aux.sum!9)))
 (let ((?x25 (* ?x6 aux.sum!8)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x24)))
 (let ((?x28 (+ ?x27 ?x1)))
 (let ((?x13 (* ?x6 aux.sum!3)))
 (let ((?x14 (* ?x6 aux.sum!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x1)))
 (=> (= ?x17 ?x28) (= aux.rsqrt!0 aux.rsqrt!1))))))))))))))))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= aux.sum!2 0.0))
(assert
 (>= aux.sum!3 0.0))
(assert
 (>= aux.sum!4 0.0))
(assert
 (>= aux.sum!5 0.0))
(assert
 (>= aux.sum!8 0.0))
(assert
 (>= aux.sum!9 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x35 (* 1 index.i.d0)))
 (let ((?x36 (+ 0 ?x35)))
 (< index.i.f0 ?x36))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x37 (* 1 index.i.d2)))
 (let ((?x38 (+ 0 ?x37)))
 (< index.i.f1 ?x38))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x39 (* 1 index.i.d3)))
 (let ((?x40 (+ 0 ?x39)))
 (< index.i.f2 ?x40))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x35 (* 1 index.i.d0)))
 (let ((?x36 (+ 0 ?x35)))
 (< index.i.f3 ?x36))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x37 (* 1 index.i.d2)))
 (let ((?x38 (+ 0 ?x37)))
 (< index.i.f4 ?x38))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x39 (* 1 index.i.d3)))
 (let ((?x40 (+ 0 ?x39)))
 (< index.i.f5 ?x40))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x41 (* (- 1.0) |input.g[-d3 + f2]|)))
 (let ((?x42 (* ?x41 aux.rsqrt!0)))
 (let ((?x43 (* ?x42 |input.sin[f0, -d3 + f2]|)))
 (let ((?x44 (* ?x43 aux.sum!10)))
 (let ((?x45 (* 1.0 |input.cos[f0, -d3 + f2]|)))
 (let ((?x46 (* ?x45 |input.g[f2]|)))
 (let ((?x47 (* ?x46 aux.rsqrt!0)))
 (let ((?x48 (* ?x47 aux.sum!6)))
 (let ((?x49 (+ 0.0 ?x48)))
 (let ((?x50 (+ ?x49 ?x44)))
 (let ((?x51 (* 1.0 |input.g[d3 + f2]|)))
 (let ((?x52 (* ?x51 aux.rsqrt!0)))
 (let ((?x53 (* ?x52 |input.sin[f0, f2]|)))
 (let ((?x54 (* ?x53 aux.sum!7)))
 (let ((?x55 (* 1.0 |input.cos[f0, f2]|)))
 (let ((?x56 (* ?x55 |input.g[f2]|)))
 (let ((?x57 (* ?x56 aux.rsqrt!0)))
 (let ((?x58 (* ?x57 aux.sum!6)))
 (let ((?x59 (+ 0.0 ?x58)))
 (let ((?x60 (+ ?x59 ?x54)))
 (let ((?x39 (* 1 index.i.d3)))
 (let ((?x40 (+ 0 ?x39)))
 (let ((?x61 (* 1 index.i.f2)))
 (let ((?x62 (+ 0 ?x61)))
 (let (($x63 (< ?x62 ?x40)))
 (let ((?x64 (ite $x63 ?x60 ?x50)))
 (let ((?x65 (* 1.0 ?x64)))
 (let ((?x66 (* (- 1.0) |input.g[d3 + f2]|)))
 (let ((?x67 (* ?x66 aux.rsqrt!0)))
 (let ((?x68 (* ?x67 |input.sin[f0, f2]|)))
 (let ((?x69 (* ?x68 aux.sum!7)))
 (let ((?x70 (* (- 1.0) |input.cos[f0, f2]|)))
 (let ((?x71 (* ?x70 |input.g[f2]|)))
 (let ((?x72 (* ?x71 aux.rsqrt!0)))
 (let ((?x73 (* ?x72 aux.sum!6)))
 (let ((?x74 (+ 0.0 ?x73)))
 (let ((?x75 (+ ?x74 ?x69)))
 (let ((?x76 (+ ?x75 ?x65)))
 (let (($x77 (= ?x76 0.0)))
 (not $x77)))))))))))))))))))))))))))))))))))))))))
(check-sat)
(reset)

; obligation 127 of 127: step 20 (equal-by-solver) obligation 1 of 1: y[i, h, 2*d + 1]: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d3 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun aux.rsqrt!0 () Real)
(declare-fun aux.sum!9 () Real)
(declare-fun aux.sum!8 () Real)
(declare-fun aux.rsqrt!1 () Real)
(declare-fun aux.sum!5 () Real)
(declare-fun aux.sum!4 () Real)
(declare-fun aux.rsqrt!2 () Real)
(declare-fun aux.sum!14 () Real)
(declare-fun aux.sum!13 () Real)
(declare-fun aux.rsqrt!3 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.f5 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.sum!12 () Real)
(declare-fun |input.sin[f3, f5]| () Real)
(declare-fun |input.g[f5]| () Real)
(declare-fun aux.sum!11 () Real)
(declare-fun |input.g[d3 + f5]| () Real)
(declare-fun |input.cos[f3, f5]| () Real)
(declare-fun aux.sum!15 () Real)
(declare-fun |input.sin[f3, d3 + f5]| () Real)
(declare-fun |input.g[2*d3 + f5]| () Real)
(declare-fun |input.cos[f3, d3 + f5]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!3)))
 (let ((?x14 (* ?x6 aux.sum!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x1)))
 (let ((?x18 (* aux.rsqrt!0 aux.rsqrt!0)))
 (let ((?x19 (* ?x18 ?x17)))
 (let (($x20 (= ?x19 1.0)))
 (let (($x21 (> aux.rsqrt!0 0.0)))
 (let (($x22 (and $x21 $x20)))
 (let (($x23 (> ?x17 0.0)))
 (=> $x23 $x22))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x24 (* ?x6 aux.sum!9)))
 (let ((?x25 (* ?x6 aux.sum!8)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x24)))
 (let ((?x28 (+ ?x27 ?x1)))
 (let ((?x29 (* aux.rsqrt!1 aux.rsqrt!1)))
 (let ((?x30 (* ?x29 ?x28)))
 (let (($x31 (= ?x30 1.0)))
 (let (($x32 (> aux.rsqrt!1 0.0)))
 (let (($x33 (and $x32 $x31)))
 (let (($x34 (> ?x28 0.0)))
 (=> $x34 $x33))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x35 (* ?x6 aux.sum!5)))
 (let ((?x36 (* ?x6 aux.sum!4)))
 (let ((?x37 (+ 0.0 ?x36)))
 (let ((?x38 (+ ?x37 ?x35)))
 (let ((?x39 (+ ?x38 ?x1)))
 (let ((?x40 (* aux.rsqrt!2 aux.rsqrt!2)))
 (let ((?x41 (* ?x40 ?x39)))
 (let (($x42 (= ?x41 1.0)))
 (let (($x43 (> aux.rsqrt!2 0.0)))
 (let (($x44 (and $x43 $x42)))
 (let (($x45 (> ?x39 0.0)))
 (=> $x45 $x44))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x46 (* ?x6 aux.sum!14)))
 (let ((?x47 (* ?x6 aux.sum!13)))
 (let ((?x48 (+ 0.0 ?x47)))
 (let ((?x49 (+ ?x48 ?x46)))
 (let ((?x50 (+ ?x49 ?x1)))
 (let ((?x51 (* aux.rsqrt!3 aux.rsqrt!3)))
 (let ((?x52 (* ?x51 ?x50)))
 (let (($x53 (= ?x52 1.0)))
 (let (($x54 (> aux.rsqrt!3 0.0)))
 (let (($x55 (and $x54 $x53)))
 (let (($x56 (> ?x50 0.0)))
 (=> $x56 $x55))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x24 (* ?x6 aux.sum!9)))
 (let ((?x25 (* ?x6 aux.sum!8)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x24)))
 (let ((?x28 (+ ?x27 ?x1)))
 (let ((?x13 (* ?x6 aux.sum!3)))
 (let ((?x14 (* ?x6 aux.sum!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x1)))
 (=> (= ?x17 ?x28) (= aux.rsqrt!0 aux.rsqrt!1))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x35 (* ?x6 aux.sum!5)))
 (let ((?x36 (* ?x6 aux.sum!4)))
 (let ((?x37 (+ 0.0 ?x36)))
 (let ((?x38 (+ ?x37 ?x35)))
 (let ((?x39 (+ ?x38 ?x1)))
 (let ((?x13 (* ?x6 aux.sum!3)))
 (let ((?x14 (* ?x6 aux.sum!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x1)))
 (=> (= ?x17 ?x39) (= aux.rsqrt!0 aux.rsqrt!2))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x46 (* ?x6 aux.sum!14)))
 (let ((?x47 (* ?x6 aux.sum!13)))
 (let ((?x48 (+ 0.0 ?x47)))
 (let ((?x49 (+ ?x48 ?x46)))
 (let ((?x50 (+ ?x49 ?x1)))
 (let ((?x13 (* ?x6 aux.sum!3)))
 (let ((?x14 (* ?x6 aux.sum!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x1)))
 (=> (= ?x17 ?x50) (= aux.rsqrt!0 aux.rsqrt!3))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x35 (* ?x6 aux.sum!5)))
 (let ((?x36 (* ?x6 aux.sum!4)))
 (let ((?x37 (+ 0.0 ?x36)))
 (let ((?x38 (+ ?x37 ?x35)))
 (let ((?x39 (+ ?x38 ?x1)))
 (let ((?x24 (* ?x6 aux.sum!9)))
 (let ((?x25 (* ?x6 aux.sum!8)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x24)))
 (let ((?x28 (+ ?x27 ?x1)))
 (=> (= ?x28 ?x39) (= aux.rsqrt!1 aux.rsqrt!2))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x46 (* ?x6 aux.sum!14)))
 (let ((?x47 (* ?x6 aux.sum!13)))
 (let ((?x48 (+ 0.0 ?x47)))
 (let ((?x49 (+ ?x48 ?x46)))
 (let ((?x50 (+ ?x49 ?x1)))
 (let ((?x24 (* ?x6 aux.sum!9)))
 (let ((?x25 (* ?x6 aux.sum!8)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x24)))
 (let ((?x28 (+ ?x27 ?x1)))
 (=> (= ?x28 ?x50) (= aux.rsqrt!1 aux.rsqrt!3))))))))))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 2.0 index.d3)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x46 (* ?x6 aux.sum!14)))
 (let ((?x47 (* ?x6 aux.sum!13)))
 (let ((?x48 (+ 0.0 ?x47)))
 (let ((?x49 (+ ?x48 ?x46)))
 (let ((?x50 (+ ?x49 ?x1)))
 (let ((?x35 (* ?x6 aux.sum!5)))
 (let ((?x36 (* ?x6 aux.sum!4)))
 (let ((?x37 (+ 0.0 ?x36)))
 (let ((?x38 (+ ?x37 ?x35)))
 (let ((?x39 (+ ?x38 ?x1)))
 (=> (= ?x39 ?x50) (= aux.rsqrt!2 aux.rsqrt!3))))))))))))))))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= aux.sum!2 0.0))
(assert
 (>= aux.sum!3 0.0))
(assert
 (>= aux.sum!4 0.0))
(assert
 (>= aux.sum!5 0.0))
(assert
 (>= aux.sum!8 0.0))
(assert
 (>= aux.sum!9 0.0))
(assert
 (>= aux.sum!13 0.0))
(assert
 (>= aux.sum!14 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x57 (* 1 index.i.d0)))
 (let ((?x58 (+ 0 ?x57)))
 (< index.i.f0 ?x58))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x59 (* 1 index.i.d2)))
 (let ((?x60 (+ 0 ?x59)))
 (< index.i.f1 ?x60))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x61 (* 1 index.i.d3)))
 (let ((?x62 (+ 0 ?x61)))
 (< index.i.f2 ?x62))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x57 (* 1 index.i.d0)))
 (let ((?x58 (+ 0 ?x57)))
 (< index.i.f3 ?x58))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x59 (* 1 index.i.d2)))
 (let ((?x60 (+ 0 ?x59)))
 (< index.i.f4 ?x60))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x61 (* 1 index.i.d3)))
 (let ((?x62 (+ 0 ?x61)))
 (< index.i.f5 ?x62))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d3 1.0))
(assert
 (let ((?x63 (* (- 1.0) |input.g[f5]|)))
 (let ((?x64 (* ?x63 aux.rsqrt!2)))
 (let ((?x65 (* ?x64 |input.sin[f3, f5]|)))
 (let ((?x66 (* ?x65 aux.sum!12)))
 (let ((?x67 (* 1.0 |input.cos[f3, f5]|)))
 (let ((?x68 (* ?x67 |input.g[d3 + f5]|)))
 (let ((?x69 (* ?x68 aux.rsqrt!2)))
 (let ((?x70 (* ?x69 aux.sum!11)))
 (let ((?x71 (+ 0.0 ?x70)))
 (let ((?x72 (+ ?x71 ?x66)))
 (let ((?x73 (* 1.0 |input.g[2*d3 + f5]|)))
 (let ((?x74 (* ?x73 aux.rsqrt!2)))
 (let ((?x75 (* ?x74 |input.sin[f3, d3 + f5]|)))
 (let ((?x76 (* ?x75 aux.sum!15)))
 (let ((?x77 (* 1.0 |input.cos[f3, d3 + f5]|)))
 (let ((?x78 (* ?x77 |input.g[d3 + f5]|)))
 (let ((?x79 (* ?x78 aux.rsqrt!2)))
 (let ((?x80 (* ?x79 aux.sum!11)))
 (let ((?x81 (+ 0.0 ?x80)))
 (let ((?x82 (+ ?x81 ?x76)))
 (let ((?x61 (* 1 index.i.d3)))
 (let ((?x62 (+ 0 ?x61)))
 (let ((?x83 (* 1 index.i.f5)))
 (let ((?x84 (+ ?x62 ?x83)))
 (let (($x85 (< ?x84 ?x62)))
 (let ((?x86 (ite $x85 ?x82 ?x72)))
 (let ((?x87 (* 1.0 ?x86)))
 (let ((?x88 (* 1.0 |input.g[f5]|)))
 (let ((?x89 (* ?x88 aux.rsqrt!2)))
 (let ((?x90 (* ?x89 |input.sin[f3, f5]|)))
 (let ((?x91 (* ?x90 aux.sum!12)))
 (let ((?x92 (* (- 1.0) |input.cos[f3, f5]|)))
 (let ((?x93 (* ?x92 |input.g[d3 + f5]|)))
 (let ((?x94 (* ?x93 aux.rsqrt!2)))
 (let ((?x95 (* ?x94 aux.sum!11)))
 (let ((?x96 (+ 0.0 ?x95)))
 (let ((?x97 (+ ?x96 ?x91)))
 (let ((?x98 (+ ?x97 ?x87)))
 (let (($x99 (= ?x98 0.0)))
 (not $x99)))))))))))))))))))))))))))))))))))))))))
(check-sat)

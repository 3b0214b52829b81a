; proofs/qkv_scale_rope.smt2: the solver queries behind fuseproof's verdict
; rule: qkv_scale_rope
; rule sha256: 523d9f716832e5d75bc9155ba9420c2402bb012cdc7904de4425a52e4a7ddb50
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 51 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/qkv_scale_rope.smt2
;   cvc5 --tlimit-per=60000 proofs/qkv_scale_rope.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 51: at 37:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d >= 0
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

; obligation 2 of 51: at 37:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d < 2*Q
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

; obligation 3 of 51: at 37:26: the access yh[i, h, d] in range (yh is [M, H, 2*Q]): d < 2*Q
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

; obligation 4 of 51: at 35:32: the access q[i, h, d] in range (q is [M, H, 2*Q]): d < 2*Q
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

; obligation 5 of 51: at 34:33: the reduction extent K >= 0
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

; obligation 6 of 51: at 34:50: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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

; obligation 7 of 51: at 35:54: the access q[i, h, Q + d] in range (q is [M, H, 2*Q]): Q + d >= 0
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

; obligation 8 of 51: at 34:50: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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
 (let ((?x9 (* 1 index.i.d1)))
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
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x11 (+ ?x6 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))))
(check-sat)
(reset)

; obligation 9 of 51: at 36:42: the access q[i, h, d] in range (q is [M, H, 2*Q]): d < 2*Q
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

; obligation 10 of 51: at 34:33: the reduction extent K >= 0
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

; obligation 11 of 51: at 34:50: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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
 (>= |index.i.#3#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#3#| ?x10))))
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

; obligation 12 of 51: at 36:57: the access cos[i, d - Q] in range (cos is [M, Q]): d - Q >= 0
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

; obligation 13 of 51: at 36:68: the access q[i, h, d - Q] in range (q is [M, H, 2*Q]): d - Q < 2*Q
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

; obligation 14 of 51: at 34:50: the access W[k, h, d - Q] in range (W is [K, H, 2*Q]): d - Q >= 0
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
 (>= ?x8 ?x6))))))
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
 (let ((?x11 (* (- 1) index.i.d3)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x7)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))))
(check-sat)
(reset)

; obligation 15 of 51: at 34:50: the access W[k, h, d - Q] in range (W is [K, H, 2*Q]): d - Q < 2*Q
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
 (>= ?x8 ?x6))))))
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
 (let ((?x11 (* (- 1) index.i.f2)))
 (let ((?x12 (* 3 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 16 of 51: at 37:3: the access y[i, h, 2*d + 1] in range (y is [M, H, 2*Q]): 2*d + 1 >= 0
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

; obligation 17 of 51: at 37:3: the access y[i, h, 2*d + 1] in range (y is [M, H, 2*Q]): 2*d + 1 < 2*Q
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

; obligation 18 of 51: at 37:26: the access yh[i, h, Q + d] in range (yh is [M, H, 2*Q]): Q + d >= 0
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

; obligation 19 of 51: at 35:32: the access q[i, h, Q + d] in range (q is [M, H, 2*Q]): Q + d >= 0
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

; obligation 20 of 51: at 34:33: the reduction extent K >= 0
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

; obligation 21 of 51: at 34:50: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (< ?x8 ?x6))))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
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
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x11 (>= ?x8 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 22 of 51: at 35:43: the access cos[i, Q + d] in range (cos is [M, Q]): Q + d < Q
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

; obligation 23 of 51: at 35:54: the access q[i, h, 2*Q + d] in range (q is [M, H, 2*Q]): 2*Q + d >= 0
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

; obligation 24 of 51: at 34:50: the access W[k, h, 2*Q + d] in range (W is [K, H, 2*Q]): 2*Q + d >= 0
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
(declare-fun |index.i.#6#| () Int)
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
 (>= |index.i.#6#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#6#| ?x10))))
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

; obligation 25 of 51: at 34:50: the access W[k, h, 2*Q + d] in range (W is [K, H, 2*Q]): 2*Q + d < 2*Q
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
(declare-fun |index.i.#6#| () Int)
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
 (>= |index.i.#6#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#6#| ?x10))))
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

; obligation 26 of 51: at 36:42: the access q[i, h, Q + d] in range (q is [M, H, 2*Q]): Q + d >= 0
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

; obligation 27 of 51: at 34:33: the reduction extent K >= 0
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

; obligation 28 of 51: at 34:50: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
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
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (let (($x11 (>= ?x8 0)))
 (not $x11)))))))
(check-sat)
(reset)

; obligation 29 of 51: at 36:68: the access q[i, h, d] in range (q is [M, H, 2*Q]): d < 2*Q
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

; obligation 30 of 51: at 34:50: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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
 (let ((?x7 (* 1 index.i.f5)))
 (let ((?x8 (+ ?x6 ?x7)))
 (>= ?x8 ?x6))))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x9 (* 1 index.i.d1)))
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
 (let ((?x11 (* (- 1) index.i.f5)))
 (let ((?x12 (* 2 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))
(check-sat)
(reset)

; obligation 31 of 51: at 44:12: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d >= 0
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

; obligation 32 of 51: at 44:12: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d < 2*Q
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

; obligation 33 of 51: at 42:28: the reduction extent K >= 0
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

; obligation 34 of 51: at 42:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d >= 0
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
(declare-fun |index.i.#9#| () Int)
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
 (>= |index.i.#9#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#9#| ?x8))))
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

; obligation 35 of 51: at 42:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d < 2*Q
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
(declare-fun |index.i.#9#| () Int)
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
 (>= |index.i.#9#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#9#| ?x8))))
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

; obligation 36 of 51: at 39:35: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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
(declare-fun |index.i.#9#| () Int)
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
 (>= |index.i.#9#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#9#| ?x8))))
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

; obligation 37 of 51: at 44:66: the access z[i, h, 2*d + 1] in range (z is [M, H, 2*Q]): 2*d + 1 >= 0
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

; obligation 38 of 51: at 44:66: the access z[i, h, 2*d + 1] in range (z is [M, H, 2*Q]): 2*d + 1 < 2*Q
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

; obligation 39 of 51: at 42:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 >= 0
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
 (>= |index.i.#10#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#10#| ?x8))))
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

; obligation 40 of 51: at 42:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 < 2*Q
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
 (>= |index.i.#10#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#10#| ?x8))))
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

; obligation 41 of 51: at 39:35: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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
 (>= |index.i.#10#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#10#| ?x8))))
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

; obligation 42 of 51: at 42:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 >= 0
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
 (>= |index.i.#11#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#11#| ?x8))))
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

; obligation 43 of 51: at 42:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 < 2*Q
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
 (>= |index.i.#11#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#11#| ?x8))))
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

; obligation 44 of 51: at 39:35: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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
 (>= |index.i.#11#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#11#| ?x8))))
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

; obligation 45 of 51: at 45:74: the access z[i, h, 2*d] in range (z is [M, H, 2*Q]): 2*d >= 0
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

; obligation 46 of 51: at 45:74: the access z[i, h, 2*d] in range (z is [M, H, 2*Q]): 2*d < 2*Q
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

; obligation 47 of 51: at 42:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d >= 0
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
(declare-fun |index.i.#12#| () Int)
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
 (>= |index.i.#12#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#12#| ?x8))))
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

; obligation 48 of 51: at 42:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d < 2*Q
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
(declare-fun |index.i.#12#| () Int)
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
 (>= |index.i.#12#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#12#| ?x8))))
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

; obligation 49 of 51: at 39:35: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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
(declare-fun |index.i.#12#| () Int)
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
 (>= |index.i.#12#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#12#| ?x8))))
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

; obligation 50 of 51: step 2 (equal-by-solver) obligation 1 of 1: y[i, h, 2*d]: lhs - rhs = 0
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
(declare-fun aux.sum!2 () Real)
(declare-fun |input.sin[f0, f2]| () Real)
(declare-fun |input.r[f0]| () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun |input.sin[f0, -d3 + f2]| () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun |input.cos[f0, -d3 + f2]| () Real)
(declare-fun |input.cos[f0, f2]| () Real)
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
 (let ((?x7 (* (- 1.0) |input.r[f0]|)))
 (let ((?x8 (* ?x7 |input.sin[f0, f2]|)))
 (let ((?x9 (* ?x8 aux.sum!2)))
 (let ((?x10 (* ?x7 |input.sin[f0, -d3 + f2]|)))
 (let ((?x11 (* ?x10 aux.sum!1)))
 (let ((?x12 (* 1.0 |input.cos[f0, -d3 + f2]|)))
 (let ((?x13 (* ?x12 |input.r[f0]|)))
 (let ((?x14 (* ?x13 aux.sum!0)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (* 1.0 |input.r[f0]|)))
 (let ((?x18 (* ?x17 |input.sin[f0, f2]|)))
 (let ((?x19 (* ?x18 aux.sum!2)))
 (let ((?x20 (* 1.0 |input.cos[f0, f2]|)))
 (let ((?x21 (* ?x20 |input.r[f0]|)))
 (let ((?x22 (* ?x21 aux.sum!0)))
 (let ((?x23 (+ 0.0 ?x22)))
 (let ((?x24 (+ ?x23 ?x19)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x25 (* 1 index.i.f2)))
 (let ((?x26 (+ 0 ?x25)))
 (let (($x27 (< ?x26 ?x6)))
 (let ((?x28 (ite $x27 ?x24 ?x16)))
 (let ((?x29 (* 1.0 ?x28)))
 (let ((?x30 (* (- 1.0) |input.cos[f0, f2]|)))
 (let ((?x31 (* ?x30 |input.r[f0]|)))
 (let ((?x32 (* ?x31 aux.sum!0)))
 (let ((?x33 (+ 0.0 ?x32)))
 (let ((?x34 (+ ?x33 ?x29)))
 (let ((?x35 (+ ?x34 ?x9)))
 (let (($x36 (= ?x35 0.0)))
 (not $x36))))))))))))))))))))))))))))))))))
(check-sat)
(reset)

; obligation 51 of 51: step 3 (equal-by-solver) obligation 1 of 1: y[i, h, 2*d + 1]: lhs - rhs = 0
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
(declare-fun aux.sum!4 () Real)
(declare-fun |input.sin[f3, f5]| () Real)
(declare-fun |input.r[f3]| () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun |input.cos[f3, f5]| () Real)
(declare-fun aux.sum!5 () Real)
(declare-fun |input.sin[f3, d3 + f5]| () Real)
(declare-fun |input.cos[f3, d3 + f5]| () Real)
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
 (let ((?x7 (* 1.0 |input.r[f3]|)))
 (let ((?x8 (* ?x7 |input.sin[f3, f5]|)))
 (let ((?x9 (* ?x8 aux.sum!4)))
 (let ((?x10 (* (- 1.0) |input.r[f3]|)))
 (let ((?x11 (* ?x10 |input.sin[f3, f5]|)))
 (let ((?x12 (* ?x11 aux.sum!4)))
 (let ((?x13 (* 1.0 |input.cos[f3, f5]|)))
 (let ((?x14 (* ?x13 |input.r[f3]|)))
 (let ((?x15 (* ?x14 aux.sum!3)))
 (let ((?x16 (+ 0.0 ?x15)))
 (let ((?x17 (+ ?x16 ?x12)))
 (let ((?x18 (* ?x7 |input.sin[f3, d3 + f5]|)))
 (let ((?x19 (* ?x18 aux.sum!5)))
 (let ((?x20 (* 1.0 |input.cos[f3, d3 + f5]|)))
 (let ((?x21 (* ?x20 |input.r[f3]|)))
 (let ((?x22 (* ?x21 aux.sum!3)))
 (let ((?x23 (+ 0.0 ?x22)))
 (let ((?x24 (+ ?x23 ?x19)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x25 (* 1 index.i.f5)))
 (let ((?x26 (+ ?x6 ?x25)))
 (let (($x27 (< ?x26 ?x6)))
 (let ((?x28 (ite $x27 ?x24 ?x17)))
 (let ((?x29 (* 1.0 ?x28)))
 (let ((?x30 (* (- 1.0) |input.cos[f3, f5]|)))
 (let ((?x31 (* ?x30 |input.r[f3]|)))
 (let ((?x32 (* ?x31 aux.sum!3)))
 (let ((?x33 (+ 0.0 ?x32)))
 (let ((?x34 (+ ?x33 ?x29)))
 (let ((?x35 (+ ?x34 ?x9)))
 (let (($x36 (= ?x35 0.0)))
 (not $x36))))))))))))))))))))))))))))))))))
(check-sat)

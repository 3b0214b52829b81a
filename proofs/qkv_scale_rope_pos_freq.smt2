; proofs/qkv_scale_rope_pos_freq.smt2: the solver queries behind fuseproof's verdict
; rule: qkv_scale_rope_pos_freq
; rule sha256: c01801dd3e5af8a8acddb1b4c6aae1d748594bab9795ec8866cfdf8e87c73872
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 51 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/qkv_scale_rope_pos_freq.smt2
;   cvc5 --tlimit-per=60000 proofs/qkv_scale_rope_pos_freq.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 51: at 38:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d >= 0
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

; obligation 2 of 51: at 38:3: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d < 2*Q
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

; obligation 3 of 51: at 38:26: the access yh[i, h, d] in range (yh is [M, H, 2*Q]): d < 2*Q
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

; obligation 4 of 51: at 36:32: the access q[i, h, d] in range (q is [M, H, 2*Q]): d < 2*Q
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

; obligation 5 of 51: at 32:33: the reduction extent K >= 0
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

; obligation 6 of 51: at 32:50: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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

; obligation 7 of 51: at 36:53: the access q[i, h, Q + d] in range (q is [M, H, 2*Q]): Q + d >= 0
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

; obligation 8 of 51: at 32:50: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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

; obligation 9 of 51: at 37:42: the access q[i, h, d] in range (q is [M, H, 2*Q]): d < 2*Q
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

; obligation 10 of 51: at 32:33: the reduction extent K >= 0
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

; obligation 11 of 51: at 32:50: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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

; obligation 12 of 51: at 37:57: the access cs[i, d - Q] in range (cs is [M, Q]): d - Q >= 0
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

; obligation 13 of 51: at 37:67: the access q[i, h, d - Q] in range (q is [M, H, 2*Q]): d - Q < 2*Q
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

; obligation 14 of 51: at 32:50: the access W[k, h, d - Q] in range (W is [K, H, 2*Q]): d - Q >= 0
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

; obligation 15 of 51: at 32:50: the access W[k, h, d - Q] in range (W is [K, H, 2*Q]): d - Q < 2*Q
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

; obligation 16 of 51: at 38:3: the access y[i, h, 2*d + 1] in range (y is [M, H, 2*Q]): 2*d + 1 >= 0
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

; obligation 17 of 51: at 38:3: the access y[i, h, 2*d + 1] in range (y is [M, H, 2*Q]): 2*d + 1 < 2*Q
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

; obligation 18 of 51: at 38:26: the access yh[i, h, Q + d] in range (yh is [M, H, 2*Q]): Q + d >= 0
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

; obligation 19 of 51: at 36:32: the access q[i, h, Q + d] in range (q is [M, H, 2*Q]): Q + d >= 0
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

; obligation 20 of 51: at 32:33: the reduction extent K >= 0
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

; obligation 21 of 51: at 32:50: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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

; obligation 22 of 51: at 36:43: the access cs[i, Q + d] in range (cs is [M, Q]): Q + d < Q
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

; obligation 23 of 51: at 36:53: the access q[i, h, 2*Q + d] in range (q is [M, H, 2*Q]): 2*Q + d >= 0
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

; obligation 24 of 51: at 32:50: the access W[k, h, 2*Q + d] in range (W is [K, H, 2*Q]): 2*Q + d >= 0
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

; obligation 25 of 51: at 32:50: the access W[k, h, 2*Q + d] in range (W is [K, H, 2*Q]): 2*Q + d < 2*Q
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

; obligation 26 of 51: at 37:42: the access q[i, h, Q + d] in range (q is [M, H, 2*Q]): Q + d >= 0
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

; obligation 27 of 51: at 32:33: the reduction extent K >= 0
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

; obligation 28 of 51: at 32:50: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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

; obligation 29 of 51: at 37:67: the access q[i, h, d] in range (q is [M, H, 2*Q]): d < 2*Q
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

; obligation 30 of 51: at 32:50: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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

; obligation 31 of 51: at 48:12: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d >= 0
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

; obligation 32 of 51: at 48:12: the access y[i, h, 2*d] in range (y is [M, H, 2*Q]): 2*d < 2*Q
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

; obligation 33 of 51: at 46:28: the reduction extent K >= 0
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

; obligation 34 of 51: at 46:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d >= 0
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

; obligation 35 of 51: at 46:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d < 2*Q
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

; obligation 36 of 51: at 40:35: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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

; obligation 37 of 51: at 48:70: the access z[i, h, 2*d + 1] in range (z is [M, H, 2*Q]): 2*d + 1 >= 0
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

; obligation 38 of 51: at 48:70: the access z[i, h, 2*d + 1] in range (z is [M, H, 2*Q]): 2*d + 1 < 2*Q
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

; obligation 39 of 51: at 46:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 >= 0
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

; obligation 40 of 51: at 46:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 < 2*Q
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

; obligation 41 of 51: at 40:35: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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

; obligation 42 of 51: at 46:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 >= 0
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

; obligation 43 of 51: at 46:44: the access W1[k, h, 2*d + 1] in range (W1 is [K, H, 2*Q]): 2*d + 1 < 2*Q
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

; obligation 44 of 51: at 40:35: the access W[k, h, Q + d] in range (W is [K, H, 2*Q]): Q + d >= 0
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

; obligation 45 of 51: at 49:78: the access z[i, h, 2*d] in range (z is [M, H, 2*Q]): 2*d >= 0
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

; obligation 46 of 51: at 49:78: the access z[i, h, 2*d] in range (z is [M, H, 2*Q]): 2*d < 2*Q
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

; obligation 47 of 51: at 46:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d >= 0
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

; obligation 48 of 51: at 46:44: the access W1[k, h, 2*d] in range (W1 is [K, H, 2*Q]): 2*d < 2*Q
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

; obligation 49 of 51: at 40:35: the access W[k, h, d] in range (W is [K, H, 2*Q]): d < 2*Q
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

; obligation 50 of 51: step 3 (equal-by-solver) obligation 1 of 1: y[i, h, 2*d]: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.pi () Real)
(declare-fun aux.cos!0 () Real)
(declare-fun aux.cos!1 () Real)
(declare-fun aux.sin!0 () Real)
(declare-fun aux.sin!1 () Real)
(declare-fun |index.i.pos[f0]| () Int)
(declare-fun |input.fl[-d3 + f2]| () Real)
(declare-fun |input.fh[-d3 + f2]| () Real)
(declare-fun |input.fl[f2]| () Real)
(declare-fun |input.fh[f2]| () Real)
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
(declare-fun index.i.d4 () Int)
(declare-fun aux.sum!2 () Real)
(declare-fun |input.r[f0]| () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!0 () Real)
(assert
 (let (($x1 (< aux.pi (/ 31415927.0 10000000.0))))
 (let (($x2 (< (/ 15707963.0 5000000.0) aux.pi)))
 (and $x2 $x1))))
(assert
 (let (($x3 (<= aux.cos!0 1.0)))
 (let (($x4 (>= aux.cos!0 (- 1.0))))
 (and $x4 $x3))))
(assert
 (let (($x5 (<= aux.cos!1 1.0)))
 (let (($x6 (>= aux.cos!1 (- 1.0))))
 (and $x6 $x5))))
(assert
 (let (($x7 (<= aux.sin!0 1.0)))
 (let (($x8 (>= aux.sin!0 (- 1.0))))
 (and $x8 $x7))))
(assert
 (let (($x9 (<= aux.sin!1 1.0)))
 (let (($x10 (>= aux.sin!1 (- 1.0))))
 (and $x10 $x9))))
(assert
 (let ((?x11 (* aux.cos!0 aux.cos!0)))
 (let ((?x12 (* aux.sin!1 aux.sin!1)))
 (let ((?x13 (+ ?x12 ?x11)))
 (= ?x13 1.0)))))
(assert
 (let ((?x14 (* aux.cos!1 aux.cos!1)))
 (let ((?x15 (* aux.sin!0 aux.sin!0)))
 (let ((?x16 (+ ?x15 ?x14)))
 (= ?x16 1.0)))))
(assert
 (let ((?x14 (* aux.cos!1 aux.cos!1)))
 (let ((?x15 (* aux.sin!0 aux.sin!0)))
 (let ((?x16 (+ ?x15 ?x14)))
 (= ?x16 1.0)))))
(assert
 (let ((?x11 (* aux.cos!0 aux.cos!0)))
 (let ((?x12 (* aux.sin!1 aux.sin!1)))
 (let ((?x13 (+ ?x12 ?x11)))
 (= ?x13 1.0)))))
(assert
 (let ((?x17 (to_real |index.i.pos[f0]|)))
 (let ((?x18 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x19 (* ?x18 aux.pi)))
 (let ((?x20 (* ?x19 ?x17)))
 (let ((?x21 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x22 (* ?x21 aux.pi)))
 (let ((?x23 (* ?x22 ?x17)))
 (let ((?x24 (+ 0.0 ?x23)))
 (let ((?x25 (+ ?x24 ?x20)))
 (let ((?x26 (* 2.0 |input.fl[f2]|)))
 (let ((?x27 (* ?x26 aux.pi)))
 (let ((?x28 (* ?x27 ?x17)))
 (let ((?x29 (* 2.0 |input.fh[f2]|)))
 (let ((?x30 (* ?x29 aux.pi)))
 (let ((?x31 (* ?x30 ?x17)))
 (let ((?x32 (+ 0.0 ?x31)))
 (let ((?x33 (+ ?x32 ?x28)))
 (=> (= ?x33 ?x25) (= aux.cos!0 aux.cos!1))))))))))))))))))))
(assert
 (let ((?x17 (to_real |index.i.pos[f0]|)))
 (let ((?x26 (* 2.0 |input.fl[f2]|)))
 (let ((?x27 (* ?x26 aux.pi)))
 (let ((?x28 (* ?x27 ?x17)))
 (let ((?x29 (* 2.0 |input.fh[f2]|)))
 (let ((?x30 (* ?x29 aux.pi)))
 (let ((?x31 (* ?x30 ?x17)))
 (let ((?x32 (+ 0.0 ?x31)))
 (let ((?x33 (+ ?x32 ?x28)))
 (let ((?x18 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x19 (* ?x18 aux.pi)))
 (let ((?x20 (* ?x19 ?x17)))
 (let ((?x21 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x22 (* ?x21 aux.pi)))
 (let ((?x23 (* ?x22 ?x17)))
 (let ((?x24 (+ 0.0 ?x23)))
 (let ((?x25 (+ ?x24 ?x20)))
 (=> (= ?x25 ?x33) (= aux.sin!0 aux.sin!1))))))))))))))))))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x34 (* 1 index.i.d0)))
 (let ((?x35 (+ 0 ?x34)))
 (< index.i.f0 ?x35))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x36 (* 1 index.i.d2)))
 (let ((?x37 (+ 0 ?x36)))
 (< index.i.f1 ?x37))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x38 (* 1 index.i.d3)))
 (let ((?x39 (+ 0 ?x38)))
 (< index.i.f2 ?x39))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x34 (* 1 index.i.d0)))
 (let ((?x35 (+ 0 ?x34)))
 (< index.i.f3 ?x35))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x36 (* 1 index.i.d2)))
 (let ((?x37 (+ 0 ?x36)))
 (< index.i.f4 ?x37))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x38 (* 1 index.i.d3)))
 (let ((?x39 (+ 0 ?x38)))
 (< index.i.f5 ?x39))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d4 1))
(assert
 (let (($x40 (< |index.i.pos[f0]| index.i.d4)))
 (let (($x41 (>= |index.i.pos[f0]| 0)))
 (and $x41 $x40))))
(assert
 (let ((?x42 (* (- 1.0) |input.r[f0]|)))
 (let ((?x43 (* ?x42 aux.sin!1)))
 (let ((?x44 (* ?x43 aux.sum!2)))
 (let ((?x45 (* ?x42 aux.sin!0)))
 (let ((?x46 (* ?x45 aux.sum!1)))
 (let ((?x47 (* 1.0 aux.cos!1)))
 (let ((?x48 (* ?x47 |input.r[f0]|)))
 (let ((?x49 (* ?x48 aux.sum!0)))
 (let ((?x50 (+ 0.0 ?x49)))
 (let ((?x51 (+ ?x50 ?x46)))
 (let ((?x52 (* 1.0 |input.r[f0]|)))
 (let ((?x53 (* ?x52 aux.sin!1)))
 (let ((?x54 (* ?x53 aux.sum!2)))
 (let ((?x55 (* 1.0 aux.cos!0)))
 (let ((?x56 (* ?x55 |input.r[f0]|)))
 (let ((?x57 (* ?x56 aux.sum!0)))
 (let ((?x58 (+ 0.0 ?x57)))
 (let ((?x59 (+ ?x58 ?x54)))
 (let ((?x38 (* 1 index.i.d3)))
 (let ((?x39 (+ 0 ?x38)))
 (let ((?x60 (* 1 index.i.f2)))
 (let ((?x61 (+ 0 ?x60)))
 (let (($x62 (< ?x61 ?x39)))
 (let ((?x63 (ite $x62 ?x59 ?x51)))
 (let ((?x64 (* 1.0 ?x63)))
 (let ((?x65 (* (- 1.0) aux.cos!0)))
 (let ((?x66 (* ?x65 |input.r[f0]|)))
 (let ((?x67 (* ?x66 aux.sum!0)))
 (let ((?x68 (+ 0.0 ?x67)))
 (let ((?x69 (+ ?x68 ?x64)))
 (let ((?x70 (+ ?x69 ?x44)))
 (let (($x71 (= ?x70 0.0)))
 (not $x71))))))))))))))))))))))))))))))))))
(check-sat)
(reset)

; obligation 51 of 51: step 4 (equal-by-solver) obligation 1 of 1: y[i, h, 2*d + 1]: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.pi () Real)
(declare-fun aux.cos!0 () Real)
(declare-fun aux.cos!1 () Real)
(declare-fun aux.sin!0 () Real)
(declare-fun aux.sin!1 () Real)
(declare-fun aux.cos!2 () Real)
(declare-fun aux.sin!2 () Real)
(declare-fun aux.cos!3 () Real)
(declare-fun aux.sin!3 () Real)
(declare-fun |index.i.pos[f0]| () Int)
(declare-fun |input.fl[-d3 + f2]| () Real)
(declare-fun |input.fh[-d3 + f2]| () Real)
(declare-fun |input.fl[f2]| () Real)
(declare-fun |input.fh[f2]| () Real)
(declare-fun |index.i.pos[f3]| () Int)
(declare-fun |input.fl[f5]| () Real)
(declare-fun |input.fh[f5]| () Real)
(declare-fun |input.fl[d3 + f5]| () Real)
(declare-fun |input.fh[d3 + f5]| () Real)
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
(declare-fun index.i.d4 () Int)
(declare-fun aux.sum!4 () Real)
(declare-fun |input.r[f3]| () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun aux.sum!5 () Real)
(assert
 (let (($x1 (< aux.pi (/ 31415927.0 10000000.0))))
 (let (($x2 (< (/ 15707963.0 5000000.0) aux.pi)))
 (and $x2 $x1))))
(assert
 (let (($x3 (<= aux.cos!0 1.0)))
 (let (($x4 (>= aux.cos!0 (- 1.0))))
 (and $x4 $x3))))
(assert
 (let (($x5 (<= aux.cos!1 1.0)))
 (let (($x6 (>= aux.cos!1 (- 1.0))))
 (and $x6 $x5))))
(assert
 (let (($x7 (<= aux.sin!0 1.0)))
 (let (($x8 (>= aux.sin!0 (- 1.0))))
 (and $x8 $x7))))
(assert
 (let (($x9 (<= aux.sin!1 1.0)))
 (let (($x10 (>= aux.sin!1 (- 1.0))))
 (and $x10 $x9))))
(assert
 (let (($x11 (<= aux.cos!2 1.0)))
 (let (($x12 (>= aux.cos!2 (- 1.0))))
 (and $x12 $x11))))
(assert
 (let (($x13 (<= aux.sin!2 1.0)))
 (let (($x14 (>= aux.sin!2 (- 1.0))))
 (and $x14 $x13))))
(assert
 (let (($x15 (<= aux.cos!3 1.0)))
 (let (($x16 (>= aux.cos!3 (- 1.0))))
 (and $x16 $x15))))
(assert
 (let (($x17 (<= aux.sin!3 1.0)))
 (let (($x18 (>= aux.sin!3 (- 1.0))))
 (and $x18 $x17))))
(assert
 (let ((?x19 (* aux.cos!0 aux.cos!0)))
 (let ((?x20 (* aux.sin!1 aux.sin!1)))
 (let ((?x21 (+ ?x20 ?x19)))
 (= ?x21 1.0)))))
(assert
 (let ((?x22 (* aux.cos!1 aux.cos!1)))
 (let ((?x23 (* aux.sin!0 aux.sin!0)))
 (let ((?x24 (+ ?x23 ?x22)))
 (= ?x24 1.0)))))
(assert
 (let ((?x22 (* aux.cos!1 aux.cos!1)))
 (let ((?x23 (* aux.sin!0 aux.sin!0)))
 (let ((?x24 (+ ?x23 ?x22)))
 (= ?x24 1.0)))))
(assert
 (let ((?x19 (* aux.cos!0 aux.cos!0)))
 (let ((?x20 (* aux.sin!1 aux.sin!1)))
 (let ((?x21 (+ ?x20 ?x19)))
 (= ?x21 1.0)))))
(assert
 (let ((?x25 (* aux.cos!2 aux.cos!2)))
 (let ((?x26 (* aux.sin!2 aux.sin!2)))
 (let ((?x27 (+ ?x26 ?x25)))
 (= ?x27 1.0)))))
(assert
 (let ((?x25 (* aux.cos!2 aux.cos!2)))
 (let ((?x26 (* aux.sin!2 aux.sin!2)))
 (let ((?x27 (+ ?x26 ?x25)))
 (= ?x27 1.0)))))
(assert
 (let ((?x28 (* aux.cos!3 aux.cos!3)))
 (let ((?x29 (* aux.sin!3 aux.sin!3)))
 (let ((?x30 (+ ?x29 ?x28)))
 (= ?x30 1.0)))))
(assert
 (let ((?x28 (* aux.cos!3 aux.cos!3)))
 (let ((?x29 (* aux.sin!3 aux.sin!3)))
 (let ((?x30 (+ ?x29 ?x28)))
 (= ?x30 1.0)))))
(assert
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x32 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x33 (* ?x32 aux.pi)))
 (let ((?x34 (* ?x33 ?x31)))
 (let ((?x35 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x36 (* ?x35 aux.pi)))
 (let ((?x37 (* ?x36 ?x31)))
 (let ((?x38 (+ 0.0 ?x37)))
 (let ((?x39 (+ ?x38 ?x34)))
 (let ((?x40 (* 2.0 |input.fl[f2]|)))
 (let ((?x41 (* ?x40 aux.pi)))
 (let ((?x42 (* ?x41 ?x31)))
 (let ((?x43 (* 2.0 |input.fh[f2]|)))
 (let ((?x44 (* ?x43 aux.pi)))
 (let ((?x45 (* ?x44 ?x31)))
 (let ((?x46 (+ 0.0 ?x45)))
 (let ((?x47 (+ ?x46 ?x42)))
 (=> (= ?x47 ?x39) (= aux.cos!0 aux.cos!1))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x49 (* 2.0 |input.fl[f5]|)))
 (let ((?x50 (* ?x49 aux.pi)))
 (let ((?x51 (* ?x50 ?x48)))
 (let ((?x52 (* 2.0 |input.fh[f5]|)))
 (let ((?x53 (* ?x52 aux.pi)))
 (let ((?x54 (* ?x53 ?x48)))
 (let ((?x55 (+ 0.0 ?x54)))
 (let ((?x56 (+ ?x55 ?x51)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x40 (* 2.0 |input.fl[f2]|)))
 (let ((?x41 (* ?x40 aux.pi)))
 (let ((?x42 (* ?x41 ?x31)))
 (let ((?x43 (* 2.0 |input.fh[f2]|)))
 (let ((?x44 (* ?x43 aux.pi)))
 (let ((?x45 (* ?x44 ?x31)))
 (let ((?x46 (+ 0.0 ?x45)))
 (let ((?x47 (+ ?x46 ?x42)))
 (let (($x57 (= ?x47 ?x56)))
 (=> $x57 (= aux.cos!0 aux.cos!2))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x58 (* 2.0 |input.fl[d3 + f5]|)))
 (let ((?x59 (* ?x58 aux.pi)))
 (let ((?x60 (* ?x59 ?x48)))
 (let ((?x61 (* 2.0 |input.fh[d3 + f5]|)))
 (let ((?x62 (* ?x61 aux.pi)))
 (let ((?x63 (* ?x62 ?x48)))
 (let ((?x64 (+ 0.0 ?x63)))
 (let ((?x65 (+ ?x64 ?x60)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x40 (* 2.0 |input.fl[f2]|)))
 (let ((?x41 (* ?x40 aux.pi)))
 (let ((?x42 (* ?x41 ?x31)))
 (let ((?x43 (* 2.0 |input.fh[f2]|)))
 (let ((?x44 (* ?x43 aux.pi)))
 (let ((?x45 (* ?x44 ?x31)))
 (let ((?x46 (+ 0.0 ?x45)))
 (let ((?x47 (+ ?x46 ?x42)))
 (let (($x66 (= ?x47 ?x65)))
 (=> $x66 (= aux.cos!0 aux.cos!3))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x49 (* 2.0 |input.fl[f5]|)))
 (let ((?x50 (* ?x49 aux.pi)))
 (let ((?x51 (* ?x50 ?x48)))
 (let ((?x52 (* 2.0 |input.fh[f5]|)))
 (let ((?x53 (* ?x52 aux.pi)))
 (let ((?x54 (* ?x53 ?x48)))
 (let ((?x55 (+ 0.0 ?x54)))
 (let ((?x56 (+ ?x55 ?x51)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x32 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x33 (* ?x32 aux.pi)))
 (let ((?x34 (* ?x33 ?x31)))
 (let ((?x35 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x36 (* ?x35 aux.pi)))
 (let ((?x37 (* ?x36 ?x31)))
 (let ((?x38 (+ 0.0 ?x37)))
 (let ((?x39 (+ ?x38 ?x34)))
 (let (($x67 (= ?x39 ?x56)))
 (=> $x67 (= aux.cos!1 aux.cos!2))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x58 (* 2.0 |input.fl[d3 + f5]|)))
 (let ((?x59 (* ?x58 aux.pi)))
 (let ((?x60 (* ?x59 ?x48)))
 (let ((?x61 (* 2.0 |input.fh[d3 + f5]|)))
 (let ((?x62 (* ?x61 aux.pi)))
 (let ((?x63 (* ?x62 ?x48)))
 (let ((?x64 (+ 0.0 ?x63)))
 (let ((?x65 (+ ?x64 ?x60)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x32 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x33 (* ?x32 aux.pi)))
 (let ((?x34 (* ?x33 ?x31)))
 (let ((?x35 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x36 (* ?x35 aux.pi)))
 (let ((?x37 (* ?x36 ?x31)))
 (let ((?x38 (+ 0.0 ?x37)))
 (let ((?x39 (+ ?x38 ?x34)))
 (let (($x68 (= ?x39 ?x65)))
 (=> $x68 (= aux.cos!1 aux.cos!3))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x58 (* 2.0 |input.fl[d3 + f5]|)))
 (let ((?x59 (* ?x58 aux.pi)))
 (let ((?x60 (* ?x59 ?x48)))
 (let ((?x61 (* 2.0 |input.fh[d3 + f5]|)))
 (let ((?x62 (* ?x61 aux.pi)))
 (let ((?x63 (* ?x62 ?x48)))
 (let ((?x64 (+ 0.0 ?x63)))
 (let ((?x65 (+ ?x64 ?x60)))
 (let ((?x49 (* 2.0 |input.fl[f5]|)))
 (let ((?x50 (* ?x49 aux.pi)))
 (let ((?x51 (* ?x50 ?x48)))
 (let ((?x52 (* 2.0 |input.fh[f5]|)))
 (let ((?x53 (* ?x52 aux.pi)))
 (let ((?x54 (* ?x53 ?x48)))
 (let ((?x55 (+ 0.0 ?x54)))
 (let ((?x56 (+ ?x55 ?x51)))
 (let (($x69 (= ?x56 ?x65)))
 (=> $x69 (= aux.cos!2 aux.cos!3)))))))))))))))))))))
(assert
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x40 (* 2.0 |input.fl[f2]|)))
 (let ((?x41 (* ?x40 aux.pi)))
 (let ((?x42 (* ?x41 ?x31)))
 (let ((?x43 (* 2.0 |input.fh[f2]|)))
 (let ((?x44 (* ?x43 aux.pi)))
 (let ((?x45 (* ?x44 ?x31)))
 (let ((?x46 (+ 0.0 ?x45)))
 (let ((?x47 (+ ?x46 ?x42)))
 (let ((?x32 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x33 (* ?x32 aux.pi)))
 (let ((?x34 (* ?x33 ?x31)))
 (let ((?x35 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x36 (* ?x35 aux.pi)))
 (let ((?x37 (* ?x36 ?x31)))
 (let ((?x38 (+ 0.0 ?x37)))
 (let ((?x39 (+ ?x38 ?x34)))
 (=> (= ?x39 ?x47) (= aux.sin!0 aux.sin!1))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x49 (* 2.0 |input.fl[f5]|)))
 (let ((?x50 (* ?x49 aux.pi)))
 (let ((?x51 (* ?x50 ?x48)))
 (let ((?x52 (* 2.0 |input.fh[f5]|)))
 (let ((?x53 (* ?x52 aux.pi)))
 (let ((?x54 (* ?x53 ?x48)))
 (let ((?x55 (+ 0.0 ?x54)))
 (let ((?x56 (+ ?x55 ?x51)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x32 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x33 (* ?x32 aux.pi)))
 (let ((?x34 (* ?x33 ?x31)))
 (let ((?x35 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x36 (* ?x35 aux.pi)))
 (let ((?x37 (* ?x36 ?x31)))
 (let ((?x38 (+ 0.0 ?x37)))
 (let ((?x39 (+ ?x38 ?x34)))
 (let (($x67 (= ?x39 ?x56)))
 (=> $x67 (= aux.sin!0 aux.sin!2))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x58 (* 2.0 |input.fl[d3 + f5]|)))
 (let ((?x59 (* ?x58 aux.pi)))
 (let ((?x60 (* ?x59 ?x48)))
 (let ((?x61 (* 2.0 |input.fh[d3 + f5]|)))
 (let ((?x62 (* ?x61 aux.pi)))
 (let ((?x63 (* ?x62 ?x48)))
 (let ((?x64 (+ 0.0 ?x63)))
 (let ((?x65 (+ ?x64 ?x60)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x32 (* 2.0 |input.fl[-d3 + f2]|)))
 (let ((?x33 (* ?x32 aux.pi)))
 (let ((?x34 (* ?x33 ?x31)))
 (let ((?x35 (* 2.0 |input.fh[-d3 + f2]|)))
 (let ((?x36 (* ?x35 aux.pi)))
 (let ((?x37 (* ?x36 ?x31)))
 (let ((?x38 (+ 0.0 ?x37)))
 (let ((?x39 (+ ?x38 ?x34)))
 (let (($x68 (= ?x39 ?x65)))
 (=> $x68 (= aux.sin!0 aux.sin!3))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x49 (* 2.0 |input.fl[f5]|)))
 (let ((?x50 (* ?x49 aux.pi)))
 (let ((?x51 (* ?x50 ?x48)))
 (let ((?x52 (* 2.0 |input.fh[f5]|)))
 (let ((?x53 (* ?x52 aux.pi)))
 (let ((?x54 (* ?x53 ?x48)))
 (let ((?x55 (+ 0.0 ?x54)))
 (let ((?x56 (+ ?x55 ?x51)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x40 (* 2.0 |input.fl[f2]|)))
 (let ((?x41 (* ?x40 aux.pi)))
 (let ((?x42 (* ?x41 ?x31)))
 (let ((?x43 (* 2.0 |input.fh[f2]|)))
 (let ((?x44 (* ?x43 aux.pi)))
 (let ((?x45 (* ?x44 ?x31)))
 (let ((?x46 (+ 0.0 ?x45)))
 (let ((?x47 (+ ?x46 ?x42)))
 (let (($x57 (= ?x47 ?x56)))
 (=> $x57 (= aux.sin!1 aux.sin!2))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x58 (* 2.0 |input.fl[d3 + f5]|)))
 (let ((?x59 (* ?x58 aux.pi)))
 (let ((?x60 (* ?x59 ?x48)))
 (let ((?x61 (* 2.0 |input.fh[d3 + f5]|)))
 (let ((?x62 (* ?x61 aux.pi)))
 (let ((?x63 (* ?x62 ?x48)))
 (let ((?x64 (+ 0.0 ?x63)))
 (let ((?x65 (+ ?x64 ?x60)))
 (let ((?x31 (to_real |index.i.pos[f0]|)))
 (let ((?x40 (* 2.0 |input.fl[f2]|)))
 (let ((?x41 (* ?x40 aux.pi)))
 (let ((?x42 (* ?x41 ?x31)))
 (let ((?x43 (* 2.0 |input.fh[f2]|)))
 (let ((?x44 (* ?x43 aux.pi)))
 (let ((?x45 (* ?x44 ?x31)))
 (let ((?x46 (+ 0.0 ?x45)))
 (let ((?x47 (+ ?x46 ?x42)))
 (let (($x66 (= ?x47 ?x65)))
 (=> $x66 (= aux.sin!1 aux.sin!3))))))))))))))))))))))
(assert
 (let ((?x48 (to_real |index.i.pos[f3]|)))
 (let ((?x58 (* 2.0 |input.fl[d3 + f5]|)))
 (let ((?x59 (* ?x58 aux.pi)))
 (let ((?x60 (* ?x59 ?x48)))
 (let ((?x61 (* 2.0 |input.fh[d3 + f5]|)))
 (let ((?x62 (* ?x61 aux.pi)))
 (let ((?x63 (* ?x62 ?x48)))
 (let ((?x64 (+ 0.0 ?x63)))
 (let ((?x65 (+ ?x64 ?x60)))
 (let ((?x49 (* 2.0 |input.fl[f5]|)))
 (let ((?x50 (* ?x49 aux.pi)))
 (let ((?x51 (* ?x50 ?x48)))
 (let ((?x52 (* 2.0 |input.fh[f5]|)))
 (let ((?x53 (* ?x52 aux.pi)))
 (let ((?x54 (* ?x53 ?x48)))
 (let ((?x55 (+ 0.0 ?x54)))
 (let ((?x56 (+ ?x55 ?x51)))
 (let (($x69 (= ?x56 ?x65)))
 (=> $x69 (= aux.sin!2 aux.sin!3)))))))))))))))))))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x70 (* 1 index.i.d0)))
 (let ((?x71 (+ 0 ?x70)))
 (< index.i.f0 ?x71))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x72 (* 1 index.i.d2)))
 (let ((?x73 (+ 0 ?x72)))
 (< index.i.f1 ?x73))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x74 (* 1 index.i.d3)))
 (let ((?x75 (+ 0 ?x74)))
 (< index.i.f2 ?x75))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x70 (* 1 index.i.d0)))
 (let ((?x71 (+ 0 ?x70)))
 (< index.i.f3 ?x71))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x72 (* 1 index.i.d2)))
 (let ((?x73 (+ 0 ?x72)))
 (< index.i.f4 ?x73))))
(assert
 (>= index.i.f5 0))
(assert
 (let ((?x74 (* 1 index.i.d3)))
 (let ((?x75 (+ 0 ?x74)))
 (< index.i.f5 ?x75))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d4 1))
(assert
 (let (($x76 (< |index.i.pos[f0]| index.i.d4)))
 (let (($x77 (>= |index.i.pos[f0]| 0)))
 (and $x77 $x76))))
(assert
 (let (($x78 (< |index.i.pos[f3]| index.i.d4)))
 (let (($x79 (>= |index.i.pos[f3]| 0)))
 (and $x79 $x78))))
(assert
 (let ((?x80 (* 1.0 |input.r[f3]|)))
 (let ((?x81 (* ?x80 aux.sin!2)))
 (let ((?x82 (* ?x81 aux.sum!4)))
 (let ((?x83 (* (- 1.0) |input.r[f3]|)))
 (let ((?x84 (* ?x83 aux.sin!2)))
 (let ((?x85 (* ?x84 aux.sum!4)))
 (let ((?x86 (* 1.0 aux.cos!2)))
 (let ((?x87 (* ?x86 |input.r[f3]|)))
 (let ((?x88 (* ?x87 aux.sum!3)))
 (let ((?x89 (+ 0.0 ?x88)))
 (let ((?x90 (+ ?x89 ?x85)))
 (let ((?x91 (* ?x80 aux.sin!3)))
 (let ((?x92 (* ?x91 aux.sum!5)))
 (let ((?x93 (* 1.0 aux.cos!3)))
 (let ((?x94 (* ?x93 |input.r[f3]|)))
 (let ((?x95 (* ?x94 aux.sum!3)))
 (let ((?x96 (+ 0.0 ?x95)))
 (let ((?x97 (+ ?x96 ?x92)))
 (let ((?x74 (* 1 index.i.d3)))
 (let ((?x75 (+ 0 ?x74)))
 (let ((?x98 (* 1 index.i.f5)))
 (let ((?x99 (+ ?x75 ?x98)))
 (let (($x100 (< ?x99 ?x75)))
 (let ((?x101 (ite $x100 ?x97 ?x90)))
 (let ((?x102 (* 1.0 ?x101)))
 (let ((?x103 (* (- 1.0) aux.cos!2)))
 (let ((?x104 (* ?x103 |input.r[f3]|)))
 (let ((?x105 (* ?x104 aux.sum!3)))
 (let ((?x106 (+ 0.0 ?x105)))
 (let ((?x107 (+ ?x106 ?x102)))
 (let ((?x108 (+ ?x107 ?x82)))
 (let (($x109 (= ?x108 0.0)))
 (not $x109))))))))))))))))))))))))))))))))))
(check-sat)

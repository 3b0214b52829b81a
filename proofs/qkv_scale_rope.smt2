; proofs/qkv_scale_rope.smt2: the solver queries behind fuseproof's verdict
; rule: qkv_scale_rope
; rule sha256: 06a5ea6782ac4cb2ea8b4a448e710bd20f8041b74143309f66627afb5378c2da
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 53 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/qkv_scale_rope.smt2
;   cvc5 --tlimit-per=60000 proofs/qkv_scale_rope.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 53: at 26:25: the access q[i, 2*Q*h + d] in range (q is [M, 2*H*Q]): 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (let ((?x7 (* 1 index.i.f2)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 2 of 53: at 26:25: the access q[i, 2*Q*h + d] in range (q is [M, 2*H*Q]): 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (let ((?x7 (* (- 1) index.i.f2)))
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (* 2 index.i.d2)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let ((?x12 (+ 0 (- 1))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let ((?x15 (+ ?x14 ?x7)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))))))
(check-sat)
(reset)

; obligation 3 of 53: at 25:28: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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

; obligation 4 of 53: at 25:45: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 5 of 53: at 25:45: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 6 of 53: at 26:54: the access q[i, Q + 2*Q*h + d] in range (q is [M, 2*H*Q]): Q + 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))))
(check-sat)
(reset)

; obligation 7 of 53: at 26:54: the access q[i, Q + 2*Q*h + d] in range (q is [M, 2*H*Q]): Q + 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (* (- 1) index.i.d3)))
 (let ((?x11 (* 2 index.i.d2)))
 (let ((?x12 (* ?x11 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x10)))
 (let ((?x16 (+ ?x15 ?x9)))
 (let ((?x17 (+ ?x16 ?x7)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))))
(check-sat)
(reset)

; obligation 8 of 53: at 25:45: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f2)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x12 (+ ?x6 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))))
(check-sat)
(reset)

; obligation 9 of 53: at 25:45: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f2)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* 2 index.i.d2)))
 (let ((?x14 (* ?x13 index.i.d3)))
 (let ((?x15 (+ 0 (- 1))))
 (let ((?x16 (+ ?x15 ?x14)))
 (let ((?x17 (+ ?x16 ?x12)))
 (let ((?x18 (+ ?x17 ?x11)))
 (let ((?x19 (+ ?x18 ?x9)))
 (let (($x20 (>= ?x19 0)))
 (not $x20))))))))))))))
(check-sat)
(reset)

; obligation 10 of 53: at 27:25: the access q[i, Q + 2*Q*h + d] in range (q is [M, 2*H*Q]): Q + 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f66)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (+ ?x6 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))))
(check-sat)
(reset)

; obligation 11 of 53: at 27:25: the access q[i, Q + 2*Q*h + d] in range (q is [M, 2*H*Q]): Q + 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f66)))
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (* (- 1) index.i.d3)))
 (let ((?x11 (* 2 index.i.d2)))
 (let ((?x12 (* ?x11 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x10)))
 (let ((?x16 (+ ?x15 ?x9)))
 (let ((?x17 (+ ?x16 ?x7)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))))
(check-sat)
(reset)

; obligation 12 of 53: at 25:45: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x12 (+ ?x6 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))))
(check-sat)
(reset)

; obligation 13 of 53: at 25:45: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f66)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* 2 index.i.d2)))
 (let ((?x14 (* ?x13 index.i.d3)))
 (let ((?x15 (+ 0 (- 1))))
 (let ((?x16 (+ ?x15 ?x14)))
 (let ((?x17 (+ ?x16 ?x12)))
 (let ((?x18 (+ ?x17 ?x11)))
 (let ((?x19 (+ ?x18 ?x9)))
 (let (($x20 (>= ?x19 0)))
 (not $x20))))))))))))))
(check-sat)
(reset)

; obligation 14 of 53: at 27:58: the access q[i, 2*Q*h + d] in range (q is [M, 2*H*Q]): 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f66)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 15 of 53: at 27:58: the access q[i, 2*Q*h + d] in range (q is [M, 2*H*Q]): 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f66)))
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (* 2 index.i.d2)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let ((?x12 (+ 0 (- 1))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let ((?x15 (+ ?x14 ?x7)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))))))
(check-sat)
(reset)

; obligation 16 of 53: at 25:45: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 17 of 53: at 25:45: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f66)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 18 of 53: at 36:25: the access o0[i, Q*h + d] in range (o0 is [M, H*Q]): Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* ?x5 index.i.f1)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (>= ?x10 0)))
 (not $x11))))))))
(check-sat)
(reset)

; obligation 19 of 53: at 36:25: the access o0[i, Q*h + d] in range (o0 is [M, H*Q]): Q*h + d < H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* (- 1) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x10 (* ?x3 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let ((?x14 (+ ?x13 ?x7)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))))))
(check-sat)
(reset)

; obligation 20 of 53: at 34:29: the access z[i, 2*Q*h + 2*d] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 21 of 53: at 34:29: the access z[i, 2*Q*h + 2*d] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (* 2 index.i.d2)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let ((?x12 (+ 0 (- 1))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let ((?x15 (+ ?x14 ?x7)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))))))
(check-sat)
(reset)

; obligation 22 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#5#| ?x8))))
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
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 23 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#5#| ?x8))))
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
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 24 of 53: at 29:38: the remainder of (2*Q*h + 2*d) // (2*Q) in [0, divisor): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#5#| ?x8))))
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

; obligation 25 of 53: at 29:38: the remainder of (2*Q*h + 2*d) // (2*Q) in [0, divisor): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#5#| ?x8))))
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

; obligation 26 of 53: at 29:30: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#5#| ?x8))))
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
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 27 of 53: at 29:30: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#5#| ?x8))))
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
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 28 of 53: at 34:51: the access z[i, 2*Q*h + 2*d + 1] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let ((?x12 (+ ?x11 ?x7)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))))))
(check-sat)
(reset)

; obligation 29 of 53: at 34:51: the access z[i, 2*Q*h + 2*d + 1] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d + 1 < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f1)))
 (let ((?x10 (* 2 index.i.d2)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let ((?x12 (+ 0 (- 2))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let ((?x15 (+ ?x14 ?x7)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))))))
(check-sat)
(reset)

; obligation 30 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d + 1] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#6#| ?x8))))
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
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (+ 0 1)))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let (($x15 (>= ?x14 0)))
 (not $x15)))))))))
(check-sat)
(reset)

; obligation 31 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d + 1] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d + 1 < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#6#| ?x8))))
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
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 2))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 32 of 53: at 29:38: the remainder of (2*Q*h + 2*d + 1) // (2*Q) in [0, divisor): 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#6#| ?x8))))
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

; obligation 33 of 53: at 29:38: the remainder of (2*Q*h + 2*d + 1) // (2*Q) in [0, divisor): 2*d + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#6#| ?x8))))
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

; obligation 34 of 53: at 29:30: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#6#| ?x8))))
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
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x12 (+ ?x6 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))))
(check-sat)
(reset)

; obligation 35 of 53: at 29:30: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#6#| ?x8))))
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
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f1)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* 2 index.i.d2)))
 (let ((?x14 (* ?x13 index.i.d3)))
 (let ((?x15 (+ 0 (- 1))))
 (let ((?x16 (+ ?x15 ?x14)))
 (let ((?x17 (+ ?x16 ?x12)))
 (let ((?x18 (+ ?x17 ?x11)))
 (let ((?x19 (+ ?x18 ?x9)))
 (let (($x20 (>= ?x19 0)))
 (not $x20))))))))))))))
(check-sat)
(reset)

; obligation 36 of 53: at 37:25: the access o1[i, Q*h + d] in range (o1 is [M, H*Q]): Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 1 index.i.f66)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x8 (* ?x5 index.i.f65)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (>= ?x10 0)))
 (not $x11))))))))
(check-sat)
(reset)

; obligation 37 of 53: at 37:25: the access o1[i, Q*h + d] in range (o1 is [M, H*Q]): Q*h + d < H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 1) index.i.f66)))
 (let ((?x8 (* (- 1) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x10 (* ?x3 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let ((?x14 (+ ?x13 ?x7)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))))))
(check-sat)
(reset)

; obligation 38 of 53: at 35:29: the access z[i, 2*Q*h + 2*d + 1] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f66)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let ((?x12 (+ ?x11 ?x7)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))))))
(check-sat)
(reset)

; obligation 39 of 53: at 35:29: the access z[i, 2*Q*h + 2*d + 1] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d + 1 < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f66)))
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (* 2 index.i.d2)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let ((?x12 (+ 0 (- 2))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let ((?x15 (+ ?x14 ?x7)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))))))
(check-sat)
(reset)

; obligation 40 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d + 1] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#7#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (+ 0 1)))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let (($x15 (>= ?x14 0)))
 (not $x15)))))))))
(check-sat)
(reset)

; obligation 41 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d + 1] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d + 1 < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#7#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f66)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 2))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 42 of 53: at 29:38: the remainder of (2*Q*h + 2*d + 1) // (2*Q) in [0, divisor): 2*d + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#7#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f66)))
 (let ((?x10 (+ 0 1)))
 (let ((?x11 (+ ?x10 ?x9)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))
(check-sat)
(reset)

; obligation 43 of 53: at 29:38: the remainder of (2*Q*h + 2*d + 1) // (2*Q) in [0, divisor): 2*d + 1 < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#7#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 2))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 44 of 53: at 29:30: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#7#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x12 (+ ?x6 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))))
(check-sat)
(reset)

; obligation 45 of 53: at 29:30: the access W[k, Q + 2*Q*h + d] in range (W is [K, 2*H*Q]): Q + 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#7#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f66)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* 2 index.i.d2)))
 (let ((?x14 (* ?x13 index.i.d3)))
 (let ((?x15 (+ 0 (- 1))))
 (let ((?x16 (+ ?x15 ?x14)))
 (let ((?x17 (+ ?x16 ?x12)))
 (let ((?x18 (+ ?x17 ?x11)))
 (let ((?x19 (+ ?x18 ?x9)))
 (let (($x20 (>= ?x19 0)))
 (not $x20))))))))))))))
(check-sat)
(reset)

; obligation 46 of 53: at 35:55: the access z[i, 2*Q*h + 2*d] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* 2 index.i.f66)))
 (let ((?x8 (* 2 index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x7)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)
(reset)

; obligation 47 of 53: at 35:55: the access z[i, 2*Q*h + 2*d] in range (z is [M, 2*H*Q]): 2*Q*h + 2*d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x7 (* (- 2) index.i.f66)))
 (let ((?x8 (* (- 2) index.i.d3)))
 (let ((?x9 (* ?x8 index.i.f65)))
 (let ((?x10 (* 2 index.i.d2)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let ((?x12 (+ 0 (- 1))))
 (let ((?x13 (+ ?x12 ?x11)))
 (let ((?x14 (+ ?x13 ?x9)))
 (let ((?x15 (+ ?x14 ?x7)))
 (let (($x16 (>= ?x15 0)))
 (not $x16))))))))))))
(check-sat)
(reset)

; obligation 48 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 49 of 53: at 32:39: the access W1[k, 2*Q*h + 2*d] in range (W1 is [K, 2*H*Q]): 2*Q*h + 2*d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f66)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)
(reset)

; obligation 50 of 53: at 29:38: the remainder of (2*Q*h + 2*d) // (2*Q) in [0, divisor): 2*d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 2 index.i.f66)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 51 of 53: at 29:38: the remainder of (2*Q*h + 2*d) // (2*Q) in [0, divisor): 2*d < 2*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 2) index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 52 of 53: at 29:30: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* 1 index.i.f66)))
 (let ((?x10 (* 2 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x13 (+ ?x12 ?x9)))
 (let (($x14 (>= ?x13 0)))
 (not $x14))))))))
(check-sat)
(reset)

; obligation 53 of 53: at 29:30: the access W[k, 2*Q*h + d] in range (W is [K, 2*H*Q]): 2*Q*h + d < 2*H*Q
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f66 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f64 ?x2))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f65 ?x4))))
(assert
 (>= index.i.f66 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f66 ?x6))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x9 (* (- 1) index.i.f66)))
 (let ((?x10 (* (- 2) index.i.d3)))
 (let ((?x11 (* ?x10 index.i.f65)))
 (let ((?x12 (* 2 index.i.d2)))
 (let ((?x13 (* ?x12 index.i.d3)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x13)))
 (let ((?x16 (+ ?x15 ?x11)))
 (let ((?x17 (+ ?x16 ?x9)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))))))
(check-sat)

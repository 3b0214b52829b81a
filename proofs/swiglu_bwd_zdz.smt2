; proofs/swiglu_bwd_zdz.smt2: the solver queries behind fuseproof's verdict
; rule: swiglu_bwd_zdz
; rule sha256: 3221b215b836f99c5a4b1daa1cd95cf39a2caa5df8231f7f4c0ca21a6fe43014
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 23 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/swiglu_bwd_zdz.smt2
;   cvc5 --tlimit-per=60000 proofs/swiglu_bwd_zdz.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 23: the preconditions can hold
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
 (>= index.P 0))
(assert
 (>= index.M 0))
(assert
 (>= index.P 0))
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

; obligation 2 of 23: at 19:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; obligation 3 of 23: at 22:12: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; obligation 4 of 23: at 19:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
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

; obligation 5 of 23: at 30:12: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; obligation 6 of 23: at 29:30: the reduction extent BP >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
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

; obligation 7 of 23: at 29:43: the access a[i, BP*t + v] in range (a is [M, P]): BP*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
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
 (let ((?x11 (* 1 |index.i.#9#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x12 (* ?x9 |index.i.#8#|)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)
(reset)

; obligation 8 of 23: at 29:43: the access a[i, BP*t + v] in range (a is [M, P]): BP*t + v < P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
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
 (let ((?x11 (* (- 1) |index.i.#9#|)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#8#|)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x5)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x11)))
 (let (($x18 (>= ?x17 0)))
 (not $x18)))))))))))
(check-sat)
(reset)

; obligation 9 of 23: at 24:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
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

; obligation 10 of 23: at 24:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#10#| ?x12))))
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
 (let ((?x13 (* 1 |index.i.#9#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x14 (* ?x9 |index.i.#8#|)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 11 of 23: at 24:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v < P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#10#| ?x12))))
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
 (let ((?x13 (* (- 1) |index.i.#9#|)))
 (let ((?x14 (* (- 1) index.i.d3)))
 (let ((?x15 (* ?x14 |index.i.#8#|)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x16 (+ 0 (- 1))))
 (let ((?x17 (+ ?x16 ?x5)))
 (let ((?x18 (+ ?x17 ?x15)))
 (let ((?x19 (+ ?x18 ?x13)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))))))))
(check-sat)
(reset)

; obligation 12 of 23: at 24:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#11#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
(assert
 (>= |index.i.#11#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#11#| ?x12))))
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
 (let ((?x13 (* 1 |index.i.#9#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x14 (* ?x9 |index.i.#8#|)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 13 of 23: at 24:31: the access W2[BP*t + v, k] in range (W2 is [P, K]): BP*t + v < P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
(declare-fun |index.i.#8#| () Int)
(declare-fun |index.i.#9#| () Int)
(declare-fun |index.i.#11#| () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
(assert
 (>= |index.i.#8#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#8#| ?x8))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#9#| ?x10))))
(assert
 (>= |index.i.#11#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#11#| ?x12))))
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
 (let ((?x13 (* (- 1) |index.i.#9#|)))
 (let ((?x14 (* (- 1) index.i.d3)))
 (let ((?x15 (* ?x14 |index.i.#8#|)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x16 (+ 0 (- 1))))
 (let ((?x17 (+ ?x16 ?x5)))
 (let ((?x18 (+ ?x17 ?x15)))
 (let ((?x19 (+ ?x18 ?x13)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))))))))
(check-sat)
(reset)

; obligation 14 of 23: lhs defined: an argument != 0 at 22:57
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d2 () Real)
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
 (let ((?x3 (* 1.0 index.d2)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let (($x5 (and (distinct ?x4 0.0) true)))
 (not $x5)))))
(check-sat)
(reset)

; obligation 15 of 23: rhs defined where the lhs is: an argument != 0 at 29:112
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

; obligation 16 of 23: step 10 (tile-reindex) obligation 1 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; obligation 17 of 23: step 10 (tile-reindex) obligation 2 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; obligation 18 of 23: step 10 (tile-reindex) obligation 3 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
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

; obligation 19 of 23: step 10 (tile-reindex) obligation 4 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
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

; obligation 20 of 23: step 10 (tile-reindex) obligation 5 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
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

; obligation 21 of 23: step 10 (tile-reindex) obligation 6 of 6: sum over t < NT, v < BP = sum over j < BP*NT with j = BP*t + v
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

; obligation 22 of 23: step 13 (merge-same-range-sums) obligation 1 of 6: (1 / K) * (sum(p < P) sum(k' < K) W2[p, k'] * a[i, p]^2 * dy[i, k'] * u[i, p] / (exp(-a[i, p]) + 1) + 2 * sum(p < P) sum(k' < K) W2[p, k'] * a[i ... *NT) W2[j, k] * a[i, j] * dy[i, k] * u[i, j] / (exp(-a[i, j]) + 1)) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; obligation 23 of 23: step 13 (merge-same-range-sums) obligation 2 of 6: (1 / K) * (sum(p < P) sum(k' < K) W2[p, k'] * a[i, p]^2 * dy[i, k'] * u[i, p] / (exp(-a[i, p]) + 1) + 2 * sum(p < P) sum(k' < K) W2[p, k'] * a[i ... *NT) W2[j, k] * a[i, j] * dy[i, k] * u[i, j] / (exp(-a[i, j]) + 1)) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f65 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.f192 () Int)
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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
 (>= index.i.f64 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f64 ?x4))))
(assert
 (>= index.i.f65 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f65 ?x6))))
(assert
 (>= index.i.f128 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f128 ?x4))))
(assert
 (>= index.i.f129 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f129 ?x6))))
(assert
 (>= index.i.f192 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f192 ?x4))))
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

; proofs/rmsnorm_bwd_zdz.smt2: the solver queries behind fuseproof's verdict
; rule: rmsnorm_bwd_zdz
; rule sha256: 5527c6c054ac16e3f2131da9ae13a5c5a9c8b7f2ae938c5e8e2f11c724d70441
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 41 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rmsnorm_bwd_zdz.smt2
;   cvc5 --tlimit-per=60000 proofs/rmsnorm_bwd_zdz.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 41: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.N () Int)
(declare-fun index.K () Int)
(declare-fun index.BM () Int)
(declare-fun index.MT () Int)
(declare-fun scalar.eps () Real)
(assert
 (>= index.M 1))
(assert
 (>= index.N 1))
(assert
 (>= index.K 1))
(assert
 (>= index.BM 1))
(assert
 (>= index.MT 1))
(assert
 (let ((?x1 (to_real 0)))
 (> scalar.eps ?x1)))
(assert
 (let ((?x2 (* index.MT index.BM)))
 (= index.M ?x2)))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(assert
 (>= index.N 0))
(assert
 (>= index.K 0))
(assert
 (>= index.N 0))
(assert
 (>= index.M 0))
(assert
 (>= index.K 0))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(check-sat)
(reset)

; obligation 2 of 41: at 25:9: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 3 of 41: at 19:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 4 of 41: at 25:9: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#3#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#3#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 5 of 41: at 27:8: the reduction extent M >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 6 of 41: at 27:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#6#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#6#| 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#6#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 7 of 41: at 19:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#6#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#6#| 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#6#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 8 of 41: at 31:17: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#12#| 0))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#12#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x9 (>= ?x6 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 9 of 41: at 30:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#13#| () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#12#| 0))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#12#| ?x8))))
(assert
 (>= |index.i.#13#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#13#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x9 (>= ?x6 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 10 of 41: at 39:11: the reduction extent MT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 11 of 41: at 38:29: the reduction extent BM >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (let (($x11 (>= ?x10 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 12 of 41: at 38:41: the access d[BM*t + v, i'] in range (d is [M, N]): BM*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 |index.i.#17#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x12 (* ?x9 |index.i.#16#|)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)
(reset)

; obligation 13 of 41: at 38:41: the access d[BM*t + v, i'] in range (d is [M, N]): BM*t + v < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 1) |index.i.#17#|)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#16#|)))
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x3)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x11)))
 (let (($x18 (>= ?x17 0)))
 (not $x18)))))))))))
(check-sat)
(reset)

; obligation 14 of 41: at 33:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (>= ?x12 0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 15 of 41: at 33:21: the access dz[BM*t + v, k] in range (dz is [M, K]): BM*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#18#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= |index.i.#18#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#18#| ?x12))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* 1 |index.i.#17#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x14 (* ?x9 |index.i.#16#|)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 16 of 41: at 33:21: the access dz[BM*t + v, k] in range (dz is [M, K]): BM*t + v < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#18#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= |index.i.#18#| 0))
(assert
 (let ((?x11 (* 1 index.i.d2)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#18#| ?x12))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* (- 1) |index.i.#17#|)))
 (let ((?x14 (* (- 1) index.i.d3)))
 (let ((?x15 (* ?x14 |index.i.#16#|)))
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x16 (+ 0 (- 1))))
 (let ((?x17 (+ ?x16 ?x3)))
 (let ((?x18 (+ ?x17 ?x15)))
 (let ((?x19 (+ ?x18 ?x13)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))))))))
(check-sat)
(reset)

; obligation 17 of 41: at 30:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x11 (>= ?x6 0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 18 of 41: at 30:23: the access x[BM*t + v, j] in range (x is [M, N]): BM*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#19#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= |index.i.#19#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#19#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* 1 |index.i.#17#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x12 (* ?x9 |index.i.#16#|)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)
(reset)

; obligation 19 of 41: at 30:23: the access x[BM*t + v, j] in range (x is [M, N]): BM*t + v < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#19#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#16#| ?x8))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (+ 0 ?x9)))
 (< |index.i.#17#| ?x10))))
(assert
 (>= |index.i.#19#| 0))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#19#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x11 (* (- 1) |index.i.#17#|)))
 (let ((?x12 (* (- 1) index.i.d3)))
 (let ((?x13 (* ?x12 |index.i.#16#|)))
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x14 (+ 0 (- 1))))
 (let ((?x15 (+ ?x14 ?x3)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let ((?x17 (+ ?x16 ?x11)))
 (let (($x18 (>= ?x17 0)))
 (not $x18)))))))))))
(check-sat)
(reset)

; obligation 20 of 41: lhs defined: an argument != 0 at 19:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* index.i.d4 index.i.d3)))
 (let (($x4 (= index.i.d0 ?x3)))
 (and $x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x5 (* 1.0 index.d1)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let (($x7 (and (distinct ?x6 0.0) true)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 21 of 41: lhs defined: an argument > 0 at 19:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (let ((?x3 (* index.i.d4 index.i.d3)))
 (let (($x4 (= index.i.d0 ?x3)))
 (and $x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x5 (* 1.0 index.d1)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let ((?x7 (/ 1.0 ?x6)))
 (let ((?x8 (* 1.0 ?x7)))
 (let ((?x9 (* ?x8 aux.sum!0)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let ((?x11 (+ ?x10 ?x1)))
 (let (($x12 (> ?x11 0.0)))
 (not $x12)))))))))))
(check-sat)
(reset)

; obligation 22 of 41: lhs defined: an argument != 0 at 19:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (let ((?x3 (* index.i.d4 index.i.d3)))
 (let (($x4 (= index.i.d0 ?x3)))
 (and $x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x5 (* 1.0 index.d1)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let (($x7 (and (distinct ?x6 0.0) true)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 23 of 41: lhs defined: an argument > 0 at 19:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (let ((?x3 (* index.i.d4 index.i.d3)))
 (let (($x4 (= index.i.d0 ?x3)))
 (and $x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x5 (* 1.0 index.d1)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let ((?x7 (/ 1.0 ?x6)))
 (let ((?x8 (* 1.0 ?x7)))
 (let ((?x9 (* ?x8 aux.sum!1)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let ((?x11 (+ ?x10 ?x1)))
 (let (($x12 (> ?x11 0.0)))
 (not $x12)))))))))))
(check-sat)
(reset)

; obligation 24 of 41: lhs defined: an argument != 0 at 19:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (let ((?x3 (* index.i.d4 index.i.d3)))
 (let (($x4 (= index.i.d0 ?x3)))
 (and $x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x5 (* 1.0 index.d1)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let (($x7 (and (distinct ?x6 0.0) true)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 25 of 41: lhs defined: an argument > 0 at 19:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= aux.sum!2 0.0))
(assert
 (let ((?x3 (* index.i.d4 index.i.d3)))
 (let (($x4 (= index.i.d0 ?x3)))
 (and $x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x5 (* 1.0 index.d1)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let ((?x7 (/ 1.0 ?x6)))
 (let ((?x8 (* 1.0 ?x7)))
 (let ((?x9 (* ?x8 aux.sum!2)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let ((?x11 (+ ?x10 ?x1)))
 (let (($x12 (> ?x11 0.0)))
 (not $x12)))))))))))
(check-sat)
(reset)

; obligation 26 of 41: rhs defined where the lhs is: an argument != 0 at 30:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!2)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (> ?x15 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let (($x16 (and (distinct ?x4 0.0) true)))
 (not $x16)))))
(check-sat)
(reset)

; obligation 27 of 41: rhs defined where the lhs is: an argument > 0 at 30:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!2)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (> ?x15 0.0))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (let (($x16 (> ?x9 0.0)))
 (not $x16)))))))))))
(check-sat)
(reset)

; obligation 28 of 41: rhs defined where the lhs is: an argument > 0 at 30:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!2)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (> ?x15 0.0))))))))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (>= aux.sum!2 0.0))
(assert
 (>= aux.sum!3 0.0))
(assert
 (let ((?x16 (* index.i.d4 index.i.d3)))
 (let (($x17 (= index.i.d0 ?x16)))
 (and $x17))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x18 (* ?x6 aux.sum!3)))
 (let ((?x19 (+ 0.0 ?x18)))
 (let ((?x20 (+ ?x19 ?x1)))
 (let (($x21 (> ?x20 0.0)))
 (not $x21)))))))))))
(check-sat)
(reset)

; obligation 29 of 41: rhs defined where the lhs is: an argument > 0 at 30:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (> ?x9 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x10 (* ?x6 aux.sum!1)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x12 (+ ?x11 ?x1)))
 (> ?x12 0.0))))))))))
(assert
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (and (distinct ?x4 0.0) true))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!2)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (> ?x15 0.0))))))))))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x13 (* ?x6 aux.sum!2)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (+ ?x14 ?x1)))
 (let (($x16 (> ?x15 0.0)))
 (not $x16)))))))))))
(check-sat)
(reset)

; obligation 30 of 41: step 10 (sum-sign) obligation 1 of 1: sum(j < N) x[i, j]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[f0, #2#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.x[f0, #2#]|)))
 (let ((?x4 (* ?x3 |input.x[f0, #2#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 31 of 41: step 11 (sum-sign) obligation 1 of 1: sum(j < N) x[i'', j]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[#6#, #8#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.x[#6#, #8#]|)))
 (let ((?x4 (* ?x3 |input.x[#6#, #8#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 32 of 41: step 12 (sum-sign) obligation 1 of 1: sum(j < N) x[i, j]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[f128, #9#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.x[f128, #9#]|)))
 (let ((?x4 (* ?x3 |input.x[f128, #9#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 33 of 41: step 13 (sum-sign) obligation 1 of 1: sum(j < N) x[BM*t + v, j]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[d3*#16# + #17#, #19#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.x[d3*#16# + #17#, #19#]|)))
 (let ((?x4 (* ?x3 |input.x[d3*#16# + #17#, #19#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 34 of 41: step 16 (tile-reindex) obligation 1 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (+ 0 (- 1))))
 (let ((?x9 (+ ?x8 ?x7)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))
(check-sat)
(reset)

; obligation 35 of 41: step 16 (tile-reindex) obligation 2 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* 1 index.i.d4)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 36 of 41: step 16 (tile-reindex) obligation 3 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
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

; obligation 37 of 41: step 16 (tile-reindex) obligation 4 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
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

; obligation 38 of 41: step 16 (tile-reindex) obligation 5 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
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

; obligation 39 of 41: step 16 (tile-reindex) obligation 6 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
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

; obligation 40 of 41: step 17 (merge-same-range-sums) obligation 1 of 2: (alpha) * (sum(i'' < M) sum(k' < K) W[k', i'] * dz[i'', k'] * rsqrt((sum(j < N) x[i'', j]^2) / N + eps) * x[i'', i'] - sum(k < K) sum(j < BM*MT) ...  * dz[j, k] * rsqrt((sum(j2 < N) x[j, j2]^2) / N + eps) * x[j, i']) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* (- 1) index.i.d3)))
 (let ((?x8 (* ?x7 index.i.d4)))
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x9 (+ ?x4 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 41 of 41: step 17 (merge-same-range-sums) obligation 2 of 2: (alpha) * (sum(i'' < M) sum(k' < K) W[k', i'] * dz[i'', k'] * rsqrt((sum(j < N) x[i'', j]^2) / N + eps) * x[i'', i'] - sum(k < K) sum(j < BM*MT) ...  * dz[j, k] * rsqrt((sum(j2 < N) x[j, j2]^2) / N + eps) * x[j, i']) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f64 () Int)
(declare-fun index.i.f128 () Int)
(declare-fun index.i.f129 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* index.i.d4 index.i.d3)))
 (let (($x2 (= index.i.d0 ?x1)))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f64 ?x6))))
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* 1 index.i.d3)))
 (let ((?x8 (* ?x7 index.i.d4)))
 (let ((?x9 (* (- 1) index.i.d0)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x11 (+ ?x10 ?x8)))
 (let (($x12 (>= ?x11 0)))
 (not $x12))))))))
(check-sat)

; proofs/rmsnorm_gamma_on_activation.smt2: the solver queries behind fuseproof's verdict
; rule: rmsnorm_gamma_on_activation
; rule sha256: 284727b656b42a4d936ea8a4a8fbe398a902ad63df9a379b87548fec67a2e486
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 8 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rmsnorm_gamma_on_activation.smt2
;   cvc5 --tlimit-per=60000 proofs/rmsnorm_gamma_on_activation.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 8: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.K () Int)
(declare-fun index.N () Int)
(declare-fun scalar.eps () Real)
(assert
 (>= index.M 1))
(assert
 (>= index.K 1))
(assert
 (>= index.N 1))
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
 (>= index.K 0))
(assert
 (>= index.N 0))
(check-sat)
(reset)

; obligation 2 of 8: at 16:12: the reduction extent K >= 0
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

; obligation 3 of 8: at 14:18: the reduction extent K >= 0
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 4 of 8: lhs defined: an argument != 0 at 14:34
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d1 () Real)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* 1.0 index.d1)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let (($x9 (and (distinct ?x8 0.0) true)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 5 of 8: lhs defined: an argument > 0 at 14:12
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d1 () Real)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x7 (* 1.0 index.d1)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (/ 1.0 ?x8)))
 (let ((?x10 (* 1.0 ?x9)))
 (let ((?x11 (* ?x10 aux.sum!0)))
 (let ((?x12 (+ 0.0 ?x11)))
 (let ((?x13 (+ ?x12 ?x1)))
 (let (($x14 (> ?x13 0.0)))
 (not $x14)))))))))))
(check-sat)
(reset)

; obligation 6 of 8: rhs defined where the lhs is: an argument != 0 at 18:34
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
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
 (let (($x10 (and (distinct ?x4 0.0) true)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 7 of 8: rhs defined where the lhs is: an argument > 0 at 18:12
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
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
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x3 (* 1.0 index.d1)))
 (let ((?x4 (+ 0.0 ?x3)))
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x7 (* ?x6 aux.sum!0)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let ((?x9 (+ ?x8 ?x1)))
 (let (($x10 (> ?x9 0.0)))
 (not $x10)))))))))))
(check-sat)
(reset)

; obligation 8 of 8: step 3 (sum-sign) obligation 1 of 1: sum(k < K) X[i, k]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.X[f0, #2#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.X[f0, #2#]|)))
 (let ((?x4 (* ?x3 |input.X[f0, #2#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)

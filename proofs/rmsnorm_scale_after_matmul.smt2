; proofs/rmsnorm_scale_after_matmul.smt2: the solver queries behind fuseproof's verdict
; rule: rmsnorm_scale_after_matmul
; rule sha256: 43e0e6e00b6f17822d09779145937c563d5ebc364695528c6f099a7468e1f9c9
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 2 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rmsnorm_scale_after_matmul.smt2
;   cvc5 --tlimit-per=60000 proofs/rmsnorm_scale_after_matmul.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 2: index at 13:12, lower bound: reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(declare-fun i.d1 () Int)
(assert
 (>= i.f0 0))
(assert
 (let ((?x1 (* 1 i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< i.f0 ?x2))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x3 (* 1 i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< i.f1 ?x4))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x1 (* 1 i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< i.f0 ?x2))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x3 (* 1 i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< i.f1 ?x4))))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d1 1))
(assert
 (let ((?x5 (* 1 i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 2 of 2: index at 11:18, lower bound: reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun i.f0 () Int)
(declare-fun i.d0 () Int)
(declare-fun i.f1 () Int)
(declare-fun i.d2 () Int)
(declare-fun |i.#1#| () Int)
(declare-fun i.d1 () Int)
(assert
 (>= i.f0 0))
(assert
 (let ((?x1 (* 1 i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< i.f0 ?x2))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x3 (* 1 i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< i.f1 ?x4))))
(assert
 (>= i.f0 0))
(assert
 (let ((?x1 (* 1 i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< i.f0 ?x2))))
(assert
 (>= i.f1 0))
(assert
 (let ((?x3 (* 1 i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< i.f1 ?x4))))
(assert
 (>= |i.#1#| 0))
(assert
 (let ((?x5 (* 1 i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< |i.#1#| ?x6))))
(assert
 (>= i.d0 1))
(assert
 (>= i.d2 1))
(assert
 (>= i.d1 1))
(assert
 (let ((?x5 (* 1 i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)

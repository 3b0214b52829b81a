; proofs/scalar_scale_gemm.smt2: the solver queries behind fuseproof's verdict
; rule: scalar_scale_gemm
; rule sha256: 6f69ca77610b6754fd5d1a13848cea584fca64e64743478f77d146b21c323143
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 1 obligation, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/scalar_scale_gemm.smt2
;   cvc5 --tlimit-per=60000 proofs/scalar_scale_gemm.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 1: at 9:13: the reduction extent K >= 0
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

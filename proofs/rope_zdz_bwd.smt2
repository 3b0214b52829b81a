; proofs/rope_zdz_bwd.smt2: the solver queries behind fuseproof's verdict
; rule: rope_zdz_bwd
; rule sha256: 76c963e27056ad5d8a94da0fb67a092b9ad368ac96dae9e364a1242965ab0daa
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 1 obligation, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rope_zdz_bwd.smt2
;   cvc5 --tlimit-per=60000 proofs/rope_zdz_bwd.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 1: at 19:12: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f1 ?x4))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f2 ?x2))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f3 ?x4))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f4 ?x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (>= ?x4 0)))
 (not $x5)))))
(check-sat)

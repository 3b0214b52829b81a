; proofs/rmsnorm_zdz_bwd.smt2: the solver queries behind fuseproof's verdict
; rule: rmsnorm_zdz_bwd
; rule sha256: da5e6a97da059b75634cd0291a50517e1931aed4b6ab06348e58083d71320bec
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 41 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rmsnorm_zdz_bwd.smt2
;   cvc5 --tlimit-per=60000 proofs/rmsnorm_zdz_bwd.smt2
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
 (let ((?x2 (- index.MT 1)))
 (let ((?x3 (* ?x2 index.BM)))
 (< ?x3 index.M))))
(assert
 (let ((?x4 (* index.MT index.BM)))
 (<= index.M ?x4)))
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

; obligation 2 of 41: at 28:9: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 3 of 41: at 22:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 4 of 41: at 28:9: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< |index.i.#3#| ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 5 of 41: at 30:8: the reduction extent M >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x10 (>= ?x7 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 6 of 41: at 30:8: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#6#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< |index.i.#6#| ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 7 of 41: at 22:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#6#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#6#| 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< |index.i.#6#| ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (>= ?x9 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 8 of 41: at 34:17: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#12#| 0))
(assert
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#12#| ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x12 (>= ?x9 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 9 of 41: at 33:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#12#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#13#| () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#12#| 0))
(assert
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#12#| ?x11))))
(assert
 (>= |index.i.#13#| 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< |index.i.#13#| ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x12 (>= ?x9 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 10 of 41: at 42:11: the reduction extent MT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 11 of 41: at 41:29: the reduction extent BM >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 12 of 41: at 41:62: the access d[BM*t + v, i'] in range (d is [M, N]): BM*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))
(check-sat)
(reset)

; obligation 13 of 41: at 41:62: the access d[BM*t + v, i'] in range (d is [M, N]): BM*t + v < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x18 (* (- 1) |index.i.#17#|)))
 (let ((?x19 (* (- 1) index.i.d3)))
 (let ((?x20 (* ?x19 |index.i.#16#|)))
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x21 (+ 0 (- 1))))
 (let ((?x22 (+ ?x21 ?x6)))
 (let ((?x23 (+ ?x22 ?x20)))
 (let ((?x24 (+ ?x23 ?x18)))
 (let (($x25 (>= ?x24 0)))
 (not $x25)))))))))))
(check-sat)
(reset)

; obligation 14 of 41: at 36:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x18 (* 1 index.i.d2)))
 (let ((?x19 (+ 0 ?x18)))
 (let (($x20 (>= ?x19 0)))
 (not $x20)))))
(check-sat)
(reset)

; obligation 15 of 41: at 36:21: the access dz[BM*t + v, k] in range (dz is [M, K]): BM*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#18#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= |index.i.#18#| 0))
(assert
 (let ((?x18 (* 1 index.i.d2)))
 (let ((?x19 (+ 0 ?x18)))
 (< |index.i.#18#| ?x19))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (let (($x20 (>= ?x17 0)))
 (not $x20))))))))
(check-sat)
(reset)

; obligation 16 of 41: at 36:21: the access dz[BM*t + v, k] in range (dz is [M, K]): BM*t + v < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#18#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= |index.i.#18#| 0))
(assert
 (let ((?x18 (* 1 index.i.d2)))
 (let ((?x19 (+ 0 ?x18)))
 (< |index.i.#18#| ?x19))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x20 (* (- 1) |index.i.#17#|)))
 (let ((?x21 (* (- 1) index.i.d3)))
 (let ((?x22 (* ?x21 |index.i.#16#|)))
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x23 (+ 0 (- 1))))
 (let ((?x24 (+ ?x23 ?x6)))
 (let ((?x25 (+ ?x24 ?x22)))
 (let ((?x26 (+ ?x25 ?x20)))
 (let (($x27 (>= ?x26 0)))
 (not $x27)))))))))))
(check-sat)
(reset)

; obligation 17 of 41: at 33:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x18 (>= ?x9 0)))
 (not $x18)))))
(check-sat)
(reset)

; obligation 18 of 41: at 33:23: the access x[BM*t + v, j] in range (x is [M, N]): BM*t + v >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#19#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= |index.i.#19#| 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< |index.i.#19#| ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (let (($x18 (>= ?x17 0)))
 (not $x18))))))))
(check-sat)
(reset)

; obligation 19 of 41: at 33:23: the access x[BM*t + v, j] in range (x is [M, N]): BM*t + v < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun |index.i.#19#| () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= |index.i.#16#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#16#| ?x11))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#17#| ?x13))))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x14 (* 1 |index.i.#17#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x15 (* ?x12 |index.i.#16#|)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (+ ?x16 ?x14)))
 (< ?x17 ?x7)))))))))
(assert
 (>= |index.i.#19#| 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< |index.i.#19#| ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x18 (* (- 1) |index.i.#17#|)))
 (let ((?x19 (* (- 1) index.i.d3)))
 (let ((?x20 (* ?x19 |index.i.#16#|)))
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x21 (+ 0 (- 1))))
 (let ((?x22 (+ ?x21 ?x6)))
 (let ((?x23 (+ ?x22 ?x20)))
 (let ((?x24 (+ ?x23 ?x18)))
 (let (($x25 (>= ?x24 0)))
 (not $x25)))))))))))
(check-sat)
(reset)

; obligation 20 of 41: lhs defined: an argument != 0 at 22:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d0)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d0 ?x6)))
 (and $x7))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f2 ?x11))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f4 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x12 (* 1.0 index.d1)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let (($x14 (and (distinct ?x13 0.0) true)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 21 of 41: lhs defined: an argument > 0 at 22:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d0)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d0 ?x6)))
 (and $x7))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f2 ?x11))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f4 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x12 (* 1.0 index.d1)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x14 (/ 1.0 ?x13)))
 (let ((?x15 (* 1.0 ?x14)))
 (let ((?x16 (* ?x15 aux.sum!0)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let ((?x18 (+ ?x17 ?x1)))
 (let (($x19 (> ?x18 0.0)))
 (not $x19)))))))))))
(check-sat)
(reset)

; obligation 22 of 41: lhs defined: an argument != 0 at 22:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= aux.sum!0 0.0))
(assert
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d0)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d0 ?x6)))
 (and $x7))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f2 ?x11))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f4 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x12 (* 1.0 index.d1)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let (($x14 (and (distinct ?x13 0.0) true)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 23 of 41: lhs defined: an argument > 0 at 22:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
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
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d0)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d0 ?x6)))
 (and $x7))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f2 ?x11))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f4 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x12 (* 1.0 index.d1)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x14 (/ 1.0 ?x13)))
 (let ((?x15 (* 1.0 ?x14)))
 (let ((?x16 (* ?x15 aux.sum!1)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let ((?x18 (+ ?x17 ?x1)))
 (let (($x19 (> ?x18 0.0)))
 (not $x19)))))))))))
(check-sat)
(reset)

; obligation 24 of 41: lhs defined: an argument != 0 at 22:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
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
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d0)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d0 ?x6)))
 (and $x7))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f2 ?x11))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f4 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x12 (* 1.0 index.d1)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let (($x14 (and (distinct ?x13 0.0) true)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 25 of 41: lhs defined: an argument > 0 at 22:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
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
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d0)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d0 ?x6)))
 (and $x7))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f2 ?x11))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f3 ?x9))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f4 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x12 (* 1.0 index.d1)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x14 (/ 1.0 ?x13)))
 (let ((?x15 (* 1.0 ?x14)))
 (let ((?x16 (* ?x15 aux.sum!2)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let ((?x18 (+ ?x17 ?x1)))
 (let (($x19 (> ?x18 0.0)))
 (not $x19)))))))))))
(check-sat)
(reset)

; obligation 26 of 41: rhs defined where the lhs is: an argument != 0 at 33:32
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

; obligation 27 of 41: rhs defined where the lhs is: an argument > 0 at 33:10
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

; obligation 28 of 41: rhs defined where the lhs is: an argument > 0 at 33:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
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
 (let ((?x16 (- index.i.d4 1)))
 (let ((?x17 (* ?x16 index.i.d3)))
 (let (($x18 (< ?x17 index.i.d0)))
 (and $x18)))))
(assert
 (let ((?x19 (* index.i.d4 index.i.d3)))
 (let (($x20 (<= index.i.d0 ?x19)))
 (and $x20))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x21 (* 1 index.i.d0)))
 (let ((?x22 (+ 0 ?x21)))
 (< index.i.f0 ?x22))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x23 (* 1 index.i.d1)))
 (let ((?x24 (+ 0 ?x23)))
 (< index.i.f1 ?x24))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x23 (* 1 index.i.d1)))
 (let ((?x24 (+ 0 ?x23)))
 (< index.i.f2 ?x24))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x21 (* 1 index.i.d0)))
 (let ((?x22 (+ 0 ?x21)))
 (< index.i.f3 ?x22))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x23 (* 1 index.i.d1)))
 (let ((?x24 (+ 0 ?x23)))
 (< index.i.f4 ?x24))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
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
 (let ((?x25 (* ?x6 aux.sum!3)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x1)))
 (let (($x28 (> ?x27 0.0)))
 (not $x28)))))))))))
(check-sat)
(reset)

; obligation 29 of 41: rhs defined where the lhs is: an argument > 0 at 33:10
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
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[f0, #2#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
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
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[#6#, #8#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
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
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[f3, #9#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.x[f3, #9#]|)))
 (let ((?x4 (* ?x3 |input.x[f3, #9#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 33 of 41: step 13 (sum-sign) obligation 1 of 1: sum(j < N) x[BM*t + v, j]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[d3*#16# + #17#, #19#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
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
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 (- 1))))
 (let ((?x12 (+ ?x11 ?x10)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))
(check-sat)
(reset)

; obligation 35 of 41: step 16 (tile-reindex) obligation 2 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 36 of 41: step 16 (tile-reindex) obligation 3 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (< aux.tile.u ?x7)))
 (let (($x9 (>= aux.tile.u 0)))
 (let (($x10 (and $x9 $x8)))
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (< aux.tile.t ?x12)))
 (let (($x14 (>= aux.tile.t 0)))
 (let (($x15 (and $x14 $x13)))
 (and $x15 $x10))))))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (let ((?x16 (* ?x12 ?x7)))
 (let ((?x17 (* ?x7 aux.tile.t)))
 (let ((?x18 (+ ?x17 aux.tile.u)))
 (let (($x19 (< ?x18 ?x16)))
 (let (($x20 (>= ?x18 0)))
 (let (($x21 (and $x20 $x19)))
 (not $x21))))))))))))
(check-sat)
(reset)

; obligation 37 of 41: step 16 (tile-reindex) obligation 4 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (* ?x9 ?x7)))
 (let (($x11 (< aux.tile.j ?x10)))
 (let (($x12 (>= aux.tile.j 0)))
 (and $x12 $x11)))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x13 (mod aux.tile.j ?x7)))
 (let (($x14 (< ?x13 ?x7)))
 (let (($x15 (>= ?x13 0)))
 (let (($x16 (and $x15 $x14)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x17 (div aux.tile.j ?x7)))
 (let (($x18 (< ?x17 ?x9)))
 (let (($x19 (>= ?x17 0)))
 (let (($x20 (and $x19 $x18)))
 (let (($x21 (and $x20 $x16)))
 (not $x21)))))))))))))))
(check-sat)
(reset)

; obligation 38 of 41: step 16 (tile-reindex) obligation 5 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (< aux.tile.u ?x7)))
 (let (($x9 (>= aux.tile.u 0)))
 (let (($x10 (and $x9 $x8)))
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (let (($x13 (< aux.tile.t ?x12)))
 (let (($x14 (>= aux.tile.t 0)))
 (let (($x15 (and $x14 $x13)))
 (and $x15 $x10))))))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x16 (* ?x7 aux.tile.t)))
 (let ((?x17 (+ ?x16 aux.tile.u)))
 (let ((?x18 (mod ?x17 ?x7)))
 (let (($x19 (= ?x18 aux.tile.u)))
 (let ((?x20 (div ?x17 ?x7)))
 (let (($x21 (= ?x20 aux.tile.t)))
 (let (($x22 (and $x21 $x19)))
 (not $x22)))))))))))
(check-sat)
(reset)

; obligation 39 of 41: step 16 (tile-reindex) obligation 6 of 6: sum over t < MT, v < BM = sum over j < BM*MT with j = BM*t + v
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (>= ?x7 1))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* 1 index.i.d4)))
 (let ((?x9 (+ 0 ?x8)))
 (let ((?x10 (* ?x9 ?x7)))
 (let (($x11 (< aux.tile.j ?x10)))
 (let (($x12 (>= aux.tile.j 0)))
 (and $x12 $x11)))))))))
(assert
 (let ((?x6 (* 1 index.i.d3)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x13 (mod aux.tile.j ?x7)))
 (let ((?x14 (div aux.tile.j ?x7)))
 (let ((?x15 (* ?x7 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (= ?x16 aux.tile.j)))
 (not $x17)))))))))
(check-sat)
(reset)

; obligation 40 of 41: step 17 (mask-truncate) obligation 1 of 2: sum over j < BM*MT masked by j < M = sum over j < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x10 (>= ?x7 0)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 41 of 41: step 17 (mask-truncate) obligation 2 of 2: sum over j < BM*MT masked by j < M = sum over j < M
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f2 () Int)
(declare-fun index.i.f3 () Int)
(declare-fun index.i.f4 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d0)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d0 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.f2 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f2 ?x9))))
(assert
 (>= index.i.f3 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f3 ?x7))))
(assert
 (>= index.i.f4 0))
(assert
 (let ((?x8 (* 1 index.i.d1)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f4 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.d4)))
 (let ((?x12 (* (- 1) index.i.d0)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)

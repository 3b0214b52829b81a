; proofs/mlp_chain_bwd.smt2: the solver queries behind fuseproof's verdict
; rule: mlp_chain_bwd
; rule sha256: 9d1d14c60b21cd9d6eee3689c8345e3596bbc192faa416d1f0143b34ee4aa68d
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 42 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/mlp_chain_bwd.smt2
;   cvc5 --tlimit-per=60000 proofs/mlp_chain_bwd.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 42: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.N () Int)
(declare-fun index.P () Int)
(declare-fun scalar.eps () Real)
(assert
 (>= index.M 1))
(assert
 (>= index.N 1))
(assert
 (>= index.P 1))
(assert
 (let ((?x1 (to_real 0)))
 (> scalar.eps ?x1)))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(assert
 (>= index.N 0))
(assert
 (>= index.N 0))
(assert
 (>= index.P 0))
(assert
 (>= index.N 0))
(assert
 (>= index.P 0))
(assert
 (>= index.P 0))
(assert
 (>= index.N 0))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(check-sat)
(reset)

; obligation 2 of 42: at 32:8: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 3 of 42: at 32:8: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 4 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#3#| () Int)
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
 (>= |index.i.#1#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#1#| ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#3#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 5 of 42: at 32:8: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 6 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#7#| () Int)
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
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (>= |index.i.#7#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#7#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 7 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#9#| () Int)
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
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (>= |index.i.#9#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#9#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 8 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#11#| () Int)
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
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (>= |index.i.#11#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#11#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 9 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#13#| () Int)
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
 (>= |index.i.#5#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#5#| ?x6))))
(assert
 (>= |index.i.#13#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#13#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 10 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (>= ?x4 0)))
 (not $x5)))))
(check-sat)
(reset)

; obligation 11 of 42: at 32:8: the reduction extent P >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 12 of 42: at 32:8: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#17#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 13 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#17#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#19#| () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#17#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#17#| ?x6))))
(assert
 (>= |index.i.#19#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#19#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 14 of 42: at 32:8: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#21#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 15 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#23#| () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#21#| ?x6))))
(assert
 (>= |index.i.#23#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#23#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 16 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#25#| () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#21#| ?x6))))
(assert
 (>= |index.i.#25#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#25#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 17 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#27#| () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#21#| ?x6))))
(assert
 (>= |index.i.#27#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#27#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 18 of 42: at 25:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#16#| () Int)
(declare-fun |index.i.#21#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#29#| () Int)
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
 (>= |index.i.#16#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#16#| ?x4))))
(assert
 (>= |index.i.#21#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#21#| ?x6))))
(assert
 (>= |index.i.#29#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#29#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 19 of 42: at 38:15: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#32#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#32#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#32#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 20 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#32#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#34#| () Int)
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
 (>= |index.i.#32#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#32#| ?x6))))
(assert
 (>= |index.i.#34#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#34#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 21 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#32#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#36#| () Int)
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
 (>= |index.i.#32#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#32#| ?x6))))
(assert
 (>= |index.i.#36#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#36#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 22 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#32#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#38#| () Int)
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
 (>= |index.i.#32#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#32#| ?x6))))
(assert
 (>= |index.i.#38#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#38#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 23 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#32#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#40#| () Int)
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
 (>= |index.i.#32#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#32#| ?x6))))
(assert
 (>= |index.i.#40#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#40#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 24 of 42: at 38:15: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#42#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#42#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#42#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 25 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#42#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#44#| () Int)
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
 (>= |index.i.#42#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#42#| ?x6))))
(assert
 (>= |index.i.#44#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#44#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 26 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#42#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#46#| () Int)
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
 (>= |index.i.#42#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#42#| ?x6))))
(assert
 (>= |index.i.#46#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#46#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 27 of 42: at 36:13: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 28 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#50#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#50#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#50#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 29 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#53#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#53#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#53#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 30 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#55#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#55#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#55#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 31 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#57#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#57#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#57#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 32 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#59#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#59#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#59#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 33 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#61#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#61#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#61#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 34 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#64#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#64#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#64#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 35 of 42: at 34:16: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |index.i.#49#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#66#| () Int)
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
 (>= |index.i.#49#| 0))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#49#| ?x6))))
(assert
 (>= |index.i.#66#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#66#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x7 (>= ?x4 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 36 of 42: lhs defined: an argument != 0 at 25:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
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
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (< index.i.f1 ?x6))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* 1.0 index.d1)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let (($x9 (and (distinct ?x8 0.0) true)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 37 of 42: lhs defined: an argument > 0 at 25:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
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

; obligation 38 of 42: lhs defined: an argument != 0 at 25:32
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
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
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x7 (* 1.0 index.d1)))
 (let ((?x8 (+ 0.0 ?x7)))
 (let (($x9 (and (distinct ?x8 0.0) true)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 39 of 42: rhs defined where the lhs is: an argument != 0 at 34:32
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
 (let (($x10 (and (distinct ?x4 0.0) true)))
 (not $x10)))))
(check-sat)
(reset)

; obligation 40 of 42: rhs defined where the lhs is: an argument > 0 at 34:10
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
 (let (($x10 (> ?x9 0.0)))
 (not $x10)))))))))))
(check-sat)
(reset)

; obligation 41 of 42: step 16 (sum-sign) obligation 1 of 1: sum(j < N) x[i', j]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.x[f0, #4#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.x[f0, #4#]|)))
 (let ((?x4 (* ?x3 |input.x[f0, #4#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 42 of 42: step 22 (equal-by-solver) obligation 1 of 1: dx: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun |input.x[f0, f1]| () Real)
(declare-fun aux.sum!3 () Real)
(declare-fun aux.rsqrt!0 () Real)
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
 (let ((?x5 (/ 1.0 ?x4)))
 (let ((?x10 (* 2.0 ?x5)))
 (let ((?x11 (* ?x10 aux.rsqrt!0)))
 (let ((?x12 (* ?x11 aux.rsqrt!0)))
 (let ((?x13 (* ?x12 aux.rsqrt!0)))
 (let ((?x14 (* ?x13 aux.rsqrt!0)))
 (let ((?x15 (* ?x14 aux.sum!3)))
 (let ((?x16 (* ?x15 |input.x[f0, f1]|)))
 (let ((?x17 (* (- 1.0) ?x5)))
 (let ((?x18 (* ?x17 aux.rsqrt!0)))
 (let ((?x19 (* ?x18 aux.rsqrt!0)))
 (let ((?x20 (* ?x19 aux.rsqrt!0)))
 (let ((?x21 (* ?x20 aux.rsqrt!0)))
 (let ((?x22 (* ?x21 aux.sum!3)))
 (let ((?x23 (* ?x22 |input.x[f0, f1]|)))
 (let ((?x6 (* 1.0 ?x5)))
 (let ((?x24 (* ?x6 aux.rsqrt!0)))
 (let ((?x25 (* ?x24 aux.rsqrt!0)))
 (let ((?x26 (* ?x25 aux.rsqrt!0)))
 (let ((?x27 (* ?x26 aux.rsqrt!0)))
 (let ((?x28 (* ?x27 aux.rsqrt!0)))
 (let ((?x29 (* ?x28 aux.sum!2)))
 (let ((?x30 (* ?x29 |input.x[f0, f1]|)))
 (let ((?x31 (* ?x21 aux.rsqrt!0)))
 (let ((?x32 (* ?x31 aux.sum!2)))
 (let ((?x33 (* ?x32 |input.x[f0, f1]|)))
 (let ((?x34 (+ 0.0 ?x33)))
 (let ((?x35 (+ ?x34 ?x30)))
 (let ((?x36 (+ ?x35 ?x23)))
 (let ((?x37 (+ ?x36 ?x23)))
 (let ((?x38 (+ ?x37 ?x16)))
 (let (($x39 (= ?x38 0.0)))
 (not $x39))))))))))))))))))))))))))))))))))))
(check-sat)

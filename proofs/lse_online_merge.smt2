; proofs/lse_online_merge.smt2: the solver queries behind fuseproof's verdict
; rule: lse_online_merge
; rule sha256: 83314a3a8e81b94fbb90635fc6e89b9f6ac1591fd5157c9069997ed5e44faa8e
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 13 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/lse_online_merge.smt2
;   cvc5 --tlimit-per=60000 proofs/lse_online_merge.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 13: at 12:21: the reduction extent N1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
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
(reset)

; obligation 2 of 13: at 12:42: the reduction extent N2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (>= ?x4 0)))
 (not $x5)))))
(check-sat)
(reset)

; obligation 3 of 13: at 14:11: the reduction extent N1 >= 1
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 (- 1))))
 (let ((?x5 (+ ?x4 ?x3)))
 (let (($x6 (>= ?x5 0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 4 of 13: at 16:11: the reduction extent N2 >= 1
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 (- 1))))
 (let ((?x5 (+ ?x4 ?x3)))
 (let (($x6 (>= ?x5 0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 5 of 13: at 15:11: the reduction extent N1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
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

; obligation 6 of 13: at 14:11: the reduction extent N1 >= 1
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#5#| () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= |index.i.#5#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#5#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x5 (+ 0 (- 1))))
 (let ((?x6 (+ ?x5 ?x3)))
 (let (($x7 (>= ?x6 0)))
 (not $x7))))))
(check-sat)
(reset)

; obligation 7 of 13: at 16:11: the reduction extent N2 >= 1
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#10#| () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= |index.i.#10#| 0))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#10#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x5 (+ 0 (- 1))))
 (let ((?x6 (+ ?x5 ?x3)))
 (let (($x7 (>= ?x6 0)))
 (not $x7))))))
(check-sat)
(reset)

; obligation 8 of 13: lhs defined: an argument > 0 at 12:17
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.b[f0, #2#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.a[f0, #1#]| () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x5 (= aux.exp!1 1.0)))
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let (($x8 (= ?x7 0.0)))
 (=> $x8 $x5))))))
(assert
 (let ((?x9 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!2 ?x9)))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x7) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x10 (+ ?x3 ?x7)))
 (=> (= ?x3 ?x10) (= aux.exp!0 aux.exp!2))))))))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x10 (+ ?x3 ?x7)))
 (=> (= ?x7 ?x10) (= aux.exp!1 aux.exp!2))))))))
(assert
 (> aux.sum!1 0.0))
(assert
 (> aux.sum!0 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x11 (* 1 index.i.d0)))
 (let ((?x12 (+ 0 ?x11)))
 (< index.i.f0 ?x12))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x13 (* 1.0 aux.sum!1)))
 (let ((?x14 (* 1.0 aux.sum!0)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (> ?x16 0.0)))
 (not $x17)))))))
(check-sat)
(reset)

; obligation 9 of 13: rhs defined where the lhs is: an argument > 0 at 20:24
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.b[f0, #2#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.a[f0, #1#]| () Real)
(declare-fun aux.exp!3 () Real)
(declare-fun aux.max!2 () Real)
(declare-fun aux.max!3 () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun aux.exp!4 () Real)
(declare-fun aux.exp!5 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (* 1.0 aux.sum!1)))
 (let ((?x2 (* 1.0 aux.sum!0)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x4 (+ ?x3 ?x1)))
 (> ?x4 0.0))))))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x5 (= aux.exp!0 1.0)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let (($x8 (= ?x7 0.0)))
 (=> $x8 $x5))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x9 (= aux.exp!1 1.0)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let (($x12 (= ?x11 0.0)))
 (=> $x12 $x9))))))
(assert
 (> aux.exp!3 0.0))
(assert
 (let (($x13 (= aux.exp!3 1.0)))
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let (($x22 (= ?x21 0.0)))
 (=> $x22 $x13))))))))))))
(assert
 (let ((?x23 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!2 ?x23)))
(assert
 (let ((?x24 (* aux.exp!0 aux.exp!3)))
 (= aux.exp!4 ?x24)))
(assert
 (let ((?x25 (* aux.exp!1 aux.exp!3)))
 (= aux.exp!5 ?x25)))
(assert
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x11) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x26 (+ ?x7 ?x11)))
 (=> (= ?x7 ?x26) (= aux.exp!0 aux.exp!2))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x21) (= aux.exp!0 aux.exp!3)))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x27 (+ ?x7 ?x21)))
 (=> (= ?x7 ?x27) (= aux.exp!0 aux.exp!4))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x28 (+ ?x11 ?x21)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x28) (= aux.exp!0 aux.exp!5))))))))))))))))
(assert
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x26 (+ ?x7 ?x11)))
 (=> (= ?x11 ?x26) (= aux.exp!1 aux.exp!2))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (=> (= ?x11 ?x21) (= aux.exp!1 aux.exp!3)))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x27 (+ ?x7 ?x21)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (=> (= ?x11 ?x27) (= aux.exp!1 aux.exp!4))))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x28 (+ ?x11 ?x21)))
 (=> (= ?x11 ?x28) (= aux.exp!1 aux.exp!5))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x26 (+ ?x7 ?x11)))
 (=> (= ?x26 ?x21) (= aux.exp!2 aux.exp!3))))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x27 (+ ?x7 ?x21)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x26 (+ ?x7 ?x11)))
 (=> (= ?x26 ?x27) (= aux.exp!2 aux.exp!4)))))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x28 (+ ?x11 ?x21)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x26 (+ ?x7 ?x11)))
 (=> (= ?x26 ?x28) (= aux.exp!2 aux.exp!5)))))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x27 (+ ?x7 ?x21)))
 (=> (= ?x21 ?x27) (= aux.exp!3 aux.exp!4))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x28 (+ ?x11 ?x21)))
 (=> (= ?x21 ?x28) (= aux.exp!3 aux.exp!5))))))))))))))
(assert
 (let ((?x14 (* 1.0 aux.max!2)))
 (let ((?x15 (+ 0.0 ?x14)))
 (let ((?x16 (* 1.0 aux.max!3)))
 (let ((?x17 (+ 0.0 ?x16)))
 (let (($x18 (>= ?x17 ?x15)))
 (let ((?x19 (ite $x18 ?x17 ?x15)))
 (let ((?x20 (* (- 1.0) ?x19)))
 (let ((?x21 (+ 0.0 ?x20)))
 (let ((?x10 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x28 (+ ?x11 ?x21)))
 (let ((?x6 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x27 (+ ?x7 ?x21)))
 (=> (= ?x27 ?x28) (= aux.exp!4 aux.exp!5)))))))))))))))))
(assert
 (> aux.sum!1 0.0))
(assert
 (> aux.sum!0 0.0))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x29 (* 1 index.i.d0)))
 (let ((?x30 (+ 0 ?x29)))
 (< index.i.f0 ?x30))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x31 (* 1.0 aux.exp!3)))
 (let ((?x32 (* ?x31 aux.sum!1)))
 (let ((?x33 (* ?x31 aux.sum!0)))
 (let ((?x34 (+ 0.0 ?x33)))
 (let ((?x35 (+ ?x34 ?x32)))
 (let (($x36 (> ?x35 0.0)))
 (not $x36))))))))
(check-sat)
(reset)

; obligation 10 of 13: step 3 (sum-sign) obligation 1 of 3: sum(j < N2) exp(b[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.b[f0, #2#]| () Real)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (let ((?x5 (* 1.0 aux.exp!0)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let (($x7 (>= ?x6 0.0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 11 of 13: step 3 (sum-sign) obligation 3 of 3: sum(j < N2) exp(b[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.b[f0, #2#]| () Real)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (let ((?x5 (* 1.0 aux.exp!0)))
 (let ((?x6 (+ 0.0 ?x5)))
 (let (($x7 (> ?x6 0.0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 12 of 13: step 4 (sum-sign) obligation 1 of 3: sum(j < N1) exp(a[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.b[f0, #2#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.a[f0, #1#]| () Real)
(declare-fun aux.exp!2 () Real)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x5 (= aux.exp!1 1.0)))
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let (($x8 (= ?x7 0.0)))
 (=> $x8 $x5))))))
(assert
 (let ((?x9 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!2 ?x9)))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x7) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x10 (+ ?x3 ?x7)))
 (=> (= ?x3 ?x10) (= aux.exp!0 aux.exp!2))))))))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x10 (+ ?x3 ?x7)))
 (=> (= ?x7 ?x10) (= aux.exp!1 aux.exp!2))))))))
(assert
 (let ((?x11 (* 1.0 aux.exp!1)))
 (let ((?x12 (+ 0.0 ?x11)))
 (let (($x13 (>= ?x12 0.0)))
 (not $x13)))))
(check-sat)
(reset)

; obligation 13 of 13: step 4 (sum-sign) obligation 3 of 3: sum(j < N1) exp(a[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.b[f0, #2#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.a[f0, #1#]| () Real)
(declare-fun aux.exp!2 () Real)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x5 (= aux.exp!1 1.0)))
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let (($x8 (= ?x7 0.0)))
 (=> $x8 $x5))))))
(assert
 (let ((?x9 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!2 ?x9)))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x7) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x10 (+ ?x3 ?x7)))
 (=> (= ?x3 ?x10) (= aux.exp!0 aux.exp!2))))))))
(assert
 (let ((?x6 (* 1.0 |input.a[f0, #1#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.b[f0, #2#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x10 (+ ?x3 ?x7)))
 (=> (= ?x7 ?x10) (= aux.exp!1 aux.exp!2))))))))
(assert
 (let ((?x11 (* 1.0 aux.exp!1)))
 (let ((?x12 (+ 0.0 ?x11)))
 (let (($x13 (> ?x12 0.0)))
 (not $x13)))))
(check-sat)

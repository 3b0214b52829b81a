; proofs/lse_tile_merge.smt2: the solver queries behind fuseproof's verdict
; rule: lse_tile_merge
; rule sha256: b0ced942c8003f8a7ca6f80e9a1f902fcde627db769227875b26407896269482
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 23 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/lse_tile_merge.smt2
;   cvc5 --tlimit-per=60000 proofs/lse_tile_merge.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 23: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.N () Int)
(declare-fun index.BN () Int)
(declare-fun index.NT () Int)
(assert
 (>= index.M 1))
(assert
 (>= index.N 1))
(assert
 (>= index.BN 1))
(assert
 (>= index.NT 1))
(assert
 (let ((?x1 (* index.NT index.BN)))
 (= index.N ?x1)))
(assert
 (>= index.M 0))
(assert
 (>= index.N 0))
(assert
 (>= index.M 0))
(assert
 (>= index.NT 0))
(check-sat)
(reset)

; obligation 2 of 23: at 8:21: the reduction extent N >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 3 of 23: at 12:21: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 4 of 23: at 10:27: the reduction extent BN >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (let (($x9 (>= ?x8 0)))
 (not $x9)))))
(check-sat)
(reset)

; obligation 5 of 23: at 10:43: the access z[i, BN*t + u] in range (z is [M, N]): BN*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#3#| ?x8))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x9 (* 1 |index.i.#3#|)))
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x10 (* ?x7 |index.i.#2#|)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (+ ?x11 ?x9)))
 (let (($x13 (>= ?x12 0)))
 (not $x13))))))))
(check-sat)
(reset)

; obligation 6 of 23: at 10:43: the access z[i, BN*t + u] in range (z is [M, N]): BN*t + u < N
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (< |index.i.#2#| ?x6))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x7 (* 1 index.i.d2)))
 (let ((?x8 (+ 0 ?x7)))
 (< |index.i.#3#| ?x8))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x9 (* (- 1) |index.i.#3#|)))
 (let ((?x10 (* (- 1) index.i.d2)))
 (let ((?x11 (* ?x10 |index.i.#2#|)))
 (let ((?x12 (* 1 index.i.d1)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let ((?x15 (+ ?x14 ?x11)))
 (let ((?x16 (+ ?x15 ?x9)))
 (let (($x17 (>= ?x16 0)))
 (not $x17)))))))))))
(check-sat)
(reset)

; obligation 7 of 23: lhs defined: an argument > 0 at 8:17
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (> aux.sum!0 0.0))
(assert
 (let ((?x5 (* index.i.d3 index.i.d2)))
 (let (($x6 (= index.i.d1 ?x5)))
 (and $x6))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x7 (* 1 index.i.d0)))
 (let ((?x8 (+ 0 ?x7)))
 (< index.i.f0 ?x8))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x9 (* 1.0 aux.sum!0)))
 (let ((?x10 (+ 0.0 ?x9)))
 (let (($x11 (> ?x10 0.0)))
 (not $x11)))))
(check-sat)
(reset)

; obligation 8 of 23: rhs defined where the lhs is: an argument > 0 at 11:28
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.m[f0, #2#]| () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun |input.z[f0, d2*#2# + #3#]| () Real)
(declare-fun aux.exp!3 () Real)
(declare-fun aux.exp!4 () Real)
(declare-fun aux.exp!5 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* 1.0 aux.sum!0)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x3 (= aux.exp!0 1.0)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (= ?x5 0.0)))
 (=> $x6 $x3))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x7 (= aux.exp!1 1.0)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let (($x10 (= ?x9 0.0)))
 (=> $x10 $x7))))))
(assert
 (> aux.exp!2 0.0))
(assert
 (let (($x11 (= aux.exp!2 1.0)))
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let (($x14 (= ?x13 0.0)))
 (=> $x14 $x11))))))
(assert
 (let ((?x15 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!3 ?x15)))
(assert
 (let ((?x16 (* aux.exp!0 aux.exp!2)))
 (= aux.exp!4 ?x16)))
(assert
 (let ((?x17 (* aux.exp!1 aux.exp!2)))
 (= aux.exp!5 ?x17)))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x9) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x13) (= aux.exp!0 aux.exp!2)))))))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x5 ?x18) (= aux.exp!0 aux.exp!3))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (=> (= ?x5 ?x19) (= aux.exp!0 aux.exp!4))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x20) (= aux.exp!0 aux.exp!5))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (=> (= ?x9 ?x13) (= aux.exp!1 aux.exp!2)))))))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x9 ?x18) (= aux.exp!1 aux.exp!3))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (=> (= ?x9 ?x19) (= aux.exp!1 aux.exp!4))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (=> (= ?x9 ?x20) (= aux.exp!1 aux.exp!5))))))))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (=> (= ?x13 ?x18) (= aux.exp!2 aux.exp!3))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (=> (= ?x13 ?x19) (= aux.exp!2 aux.exp!4))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (=> (= ?x13 ?x20) (= aux.exp!2 aux.exp!5))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x18 ?x19) (= aux.exp!3 aux.exp!4)))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x18 ?x20) (= aux.exp!3 aux.exp!5)))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (=> (= ?x19 ?x20) (= aux.exp!4 aux.exp!5)))))))))))
(assert
 (> aux.sum!0 0.0))
(assert
 (> aux.sum!1 0.0))
(assert
 (let ((?x21 (* index.i.d3 index.i.d2)))
 (let (($x22 (= index.i.d1 ?x21)))
 (and $x22))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x23 (* 1 index.i.d0)))
 (let ((?x24 (+ 0 ?x23)))
 (< index.i.f0 ?x24))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x25 (* 1.0 aux.exp!1)))
 (let ((?x26 (* ?x25 aux.sum!1)))
 (let ((?x27 (+ 0.0 ?x26)))
 (let (($x28 (> ?x27 0.0)))
 (not $x28))))))
(check-sat)
(reset)

; obligation 9 of 23: rhs defined where the lhs is: an argument > 0 at 12:17
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.m[f0, #2#]| () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun |input.z[f0, d2*#2# + #3#]| () Real)
(declare-fun aux.exp!3 () Real)
(declare-fun aux.exp!4 () Real)
(declare-fun aux.exp!5 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun aux.sum!2 () Real)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* 1.0 aux.sum!0)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x3 (= aux.exp!0 1.0)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (= ?x5 0.0)))
 (=> $x6 $x3))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x7 (= aux.exp!1 1.0)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let (($x10 (= ?x9 0.0)))
 (=> $x10 $x7))))))
(assert
 (> aux.exp!2 0.0))
(assert
 (let (($x11 (= aux.exp!2 1.0)))
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let (($x14 (= ?x13 0.0)))
 (=> $x14 $x11))))))
(assert
 (let ((?x15 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!3 ?x15)))
(assert
 (let ((?x16 (* aux.exp!0 aux.exp!2)))
 (= aux.exp!4 ?x16)))
(assert
 (let ((?x17 (* aux.exp!1 aux.exp!2)))
 (= aux.exp!5 ?x17)))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x9) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x13) (= aux.exp!0 aux.exp!2)))))))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x5 ?x18) (= aux.exp!0 aux.exp!3))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (=> (= ?x5 ?x19) (= aux.exp!0 aux.exp!4))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (=> (= ?x5 ?x20) (= aux.exp!0 aux.exp!5))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (=> (= ?x9 ?x13) (= aux.exp!1 aux.exp!2)))))))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x9 ?x18) (= aux.exp!1 aux.exp!3))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (=> (= ?x9 ?x19) (= aux.exp!1 aux.exp!4))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (=> (= ?x9 ?x20) (= aux.exp!1 aux.exp!5))))))))
(assert
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (=> (= ?x13 ?x18) (= aux.exp!2 aux.exp!3))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (=> (= ?x13 ?x19) (= aux.exp!2 aux.exp!4))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (=> (= ?x13 ?x20) (= aux.exp!2 aux.exp!5))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x18 ?x19) (= aux.exp!3 aux.exp!4)))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x18 (+ ?x5 ?x9)))
 (=> (= ?x18 ?x20) (= aux.exp!3 aux.exp!5)))))))))))
(assert
 (let ((?x12 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x13 (+ 0.0 ?x12)))
 (let ((?x8 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x9 (+ 0.0 ?x8)))
 (let ((?x20 (+ ?x9 ?x13)))
 (let ((?x4 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x19 (+ ?x5 ?x13)))
 (=> (= ?x19 ?x20) (= aux.exp!4 aux.exp!5)))))))))))
(assert
 (> aux.sum!0 0.0))
(assert
 (> aux.sum!1 0.0))
(assert
 (> aux.sum!2 0.0))
(assert
 (let ((?x21 (* index.i.d3 index.i.d2)))
 (let (($x22 (= index.i.d1 ?x21)))
 (and $x22))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x23 (* 1 index.i.d0)))
 (let ((?x24 (+ 0 ?x23)))
 (< index.i.f0 ?x24))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x25 (* 1.0 aux.sum!2)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let (($x27 (> ?x26 0.0)))
 (not $x27)))))
(check-sat)
(reset)

; obligation 10 of 23: step 3 (sum-sign) obligation 1 of 3: sum(j < N) exp(z[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
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

; obligation 11 of 23: step 3 (sum-sign) obligation 2 of 3: sum(j < N) exp(z[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 (- 1))))
 (let ((?x7 (+ ?x6 ?x5)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))))
(check-sat)
(reset)

; obligation 12 of 23: step 3 (sum-sign) obligation 3 of 3: sum(j < N) exp(z[i, j]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
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

; obligation 13 of 23: step 4 (sum-sign) obligation 1 of 3: sum(u < BN) exp(z[i, BN*t + u]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.m[f0, #2#]| () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun |input.z[f0, d2*#2# + #3#]| () Real)
(declare-fun aux.exp!3 () Real)
(declare-fun aux.exp!4 () Real)
(declare-fun aux.exp!5 () Real)
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x5 (= aux.exp!1 1.0)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let (($x8 (= ?x7 0.0)))
 (=> $x8 $x5))))))
(assert
 (> aux.exp!2 0.0))
(assert
 (let (($x9 (= aux.exp!2 1.0)))
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let (($x12 (= ?x11 0.0)))
 (=> $x12 $x9))))))
(assert
 (let ((?x13 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!3 ?x13)))
(assert
 (let ((?x14 (* aux.exp!0 aux.exp!2)))
 (= aux.exp!4 ?x14)))
(assert
 (let ((?x15 (* aux.exp!1 aux.exp!2)))
 (= aux.exp!5 ?x15)))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x7) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x11) (= aux.exp!0 aux.exp!2)))))))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x3 ?x16) (= aux.exp!0 aux.exp!3))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (=> (= ?x3 ?x17) (= aux.exp!0 aux.exp!4))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x18) (= aux.exp!0 aux.exp!5))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x11) (= aux.exp!1 aux.exp!2)))))))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x7 ?x16) (= aux.exp!1 aux.exp!3))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x17) (= aux.exp!1 aux.exp!4))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (=> (= ?x7 ?x18) (= aux.exp!1 aux.exp!5))))))))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (=> (= ?x11 ?x16) (= aux.exp!2 aux.exp!3))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (=> (= ?x11 ?x17) (= aux.exp!2 aux.exp!4))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (=> (= ?x11 ?x18) (= aux.exp!2 aux.exp!5))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x16 ?x17) (= aux.exp!3 aux.exp!4)))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x16 ?x18) (= aux.exp!3 aux.exp!5)))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (=> (= ?x17 ?x18) (= aux.exp!4 aux.exp!5)))))))))))
(assert
 (let ((?x19 (* 1.0 aux.exp!2)))
 (let ((?x20 (+ 0.0 ?x19)))
 (let (($x21 (>= ?x20 0.0)))
 (not $x21)))))
(check-sat)
(reset)

; obligation 14 of 23: step 4 (sum-sign) obligation 2 of 3: sum(u < BN) exp(z[i, BN*t + u]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (+ 0 (- 1))))
 (let ((?x7 (+ ?x6 ?x5)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))))
(check-sat)
(reset)

; obligation 15 of 23: step 4 (sum-sign) obligation 3 of 3: sum(u < BN) exp(z[i, BN*t + u]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.exp!0 () Real)
(declare-fun |input.z[f0, #1#]| () Real)
(declare-fun aux.exp!1 () Real)
(declare-fun |input.m[f0, #2#]| () Real)
(declare-fun aux.exp!2 () Real)
(declare-fun |input.z[f0, d2*#2# + #3#]| () Real)
(declare-fun aux.exp!3 () Real)
(declare-fun aux.exp!4 () Real)
(declare-fun aux.exp!5 () Real)
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (> aux.exp!0 0.0))
(assert
 (let (($x1 (= aux.exp!0 1.0)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let (($x4 (= ?x3 0.0)))
 (=> $x4 $x1))))))
(assert
 (> aux.exp!1 0.0))
(assert
 (let (($x5 (= aux.exp!1 1.0)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let (($x8 (= ?x7 0.0)))
 (=> $x8 $x5))))))
(assert
 (> aux.exp!2 0.0))
(assert
 (let (($x9 (= aux.exp!2 1.0)))
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let (($x12 (= ?x11 0.0)))
 (=> $x12 $x9))))))
(assert
 (let ((?x13 (* aux.exp!0 aux.exp!1)))
 (= aux.exp!3 ?x13)))
(assert
 (let ((?x14 (* aux.exp!0 aux.exp!2)))
 (= aux.exp!4 ?x14)))
(assert
 (let ((?x15 (* aux.exp!1 aux.exp!2)))
 (= aux.exp!5 ?x15)))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x7) (= aux.exp!0 aux.exp!1)))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x11) (= aux.exp!0 aux.exp!2)))))))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x3 ?x16) (= aux.exp!0 aux.exp!3))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (=> (= ?x3 ?x17) (= aux.exp!0 aux.exp!4))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (=> (= ?x3 ?x18) (= aux.exp!0 aux.exp!5))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x11) (= aux.exp!1 aux.exp!2)))))))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x7 ?x16) (= aux.exp!1 aux.exp!3))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (=> (= ?x7 ?x17) (= aux.exp!1 aux.exp!4))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (=> (= ?x7 ?x18) (= aux.exp!1 aux.exp!5))))))))
(assert
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (=> (= ?x11 ?x16) (= aux.exp!2 aux.exp!3))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (=> (= ?x11 ?x17) (= aux.exp!2 aux.exp!4))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (=> (= ?x11 ?x18) (= aux.exp!2 aux.exp!5))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x16 ?x17) (= aux.exp!3 aux.exp!4)))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x16 (+ ?x3 ?x7)))
 (=> (= ?x16 ?x18) (= aux.exp!3 aux.exp!5)))))))))))
(assert
 (let ((?x10 (* 1.0 |input.z[f0, d2*#2# + #3#]|)))
 (let ((?x11 (+ 0.0 ?x10)))
 (let ((?x6 (* (- 1.0) |input.m[f0, #2#]|)))
 (let ((?x7 (+ 0.0 ?x6)))
 (let ((?x18 (+ ?x7 ?x11)))
 (let ((?x2 (* 1.0 |input.z[f0, #1#]|)))
 (let ((?x3 (+ 0.0 ?x2)))
 (let ((?x17 (+ ?x3 ?x11)))
 (=> (= ?x17 ?x18) (= aux.exp!4 aux.exp!5)))))))))))
(assert
 (let ((?x19 (* 1.0 aux.exp!2)))
 (let ((?x20 (+ 0.0 ?x19)))
 (let (($x21 (> ?x20 0.0)))
 (not $x21)))))
(check-sat)
(reset)

; obligation 16 of 23: step 5 (sum-sign) obligation 2 of 4: sum(t < NT) sum(u < BN) exp(z[i, BN*t + u]) > 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 (- 1))))
 (let ((?x7 (+ ?x6 ?x5)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))))
(check-sat)
(reset)

; obligation 17 of 23: step 6 (tile-reindex) obligation 3 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (< aux.tile.u ?x4)))
 (let (($x6 (>= aux.tile.u 0)))
 (let (($x7 (and $x6 $x5)))
 (let ((?x8 (* 1 index.i.d3)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (< aux.tile.t ?x9)))
 (let (($x11 (>= aux.tile.t 0)))
 (let (($x12 (and $x11 $x10)))
 (and $x12 $x7))))))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x8 (* 1 index.i.d3)))
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

; obligation 18 of 23: step 6 (tile-reindex) obligation 4 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* ?x6 ?x4)))
 (let (($x8 (< aux.tile.j ?x7)))
 (let (($x9 (>= aux.tile.j 0)))
 (and $x9 $x8)))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x10 (mod aux.tile.j ?x4)))
 (let (($x11 (< ?x10 ?x4)))
 (let (($x12 (>= ?x10 0)))
 (let (($x13 (and $x12 $x11)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x14 (div aux.tile.j ?x4)))
 (let (($x15 (< ?x14 ?x6)))
 (let (($x16 (>= ?x14 0)))
 (let (($x17 (and $x16 $x15)))
 (let (($x18 (and $x17 $x13)))
 (not $x18)))))))))))))))
(check-sat)
(reset)

; obligation 19 of 23: step 6 (tile-reindex) obligation 5 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (< aux.tile.u ?x4)))
 (let (($x6 (>= aux.tile.u 0)))
 (let (($x7 (and $x6 $x5)))
 (let ((?x8 (* 1 index.i.d3)))
 (let ((?x9 (+ 0 ?x8)))
 (let (($x10 (< aux.tile.t ?x9)))
 (let (($x11 (>= aux.tile.t 0)))
 (let (($x12 (and $x11 $x10)))
 (and $x12 $x7))))))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
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

; obligation 20 of 23: step 6 (tile-reindex) obligation 6 of 6: sum over t < NT, u < BN = sum over j < BN*NT with j = BN*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (>= ?x4 1))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x5 (* 1 index.i.d3)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x7 (* ?x6 ?x4)))
 (let (($x8 (< aux.tile.j ?x7)))
 (let (($x9 (>= aux.tile.j 0)))
 (and $x9 $x8)))))))))
(assert
 (let ((?x3 (* 1 index.i.d2)))
 (let ((?x4 (+ 0 ?x3)))
 (let ((?x10 (mod aux.tile.j ?x4)))
 (let ((?x11 (div aux.tile.j ?x4)))
 (let ((?x12 (* ?x4 ?x11)))
 (let ((?x13 (+ ?x12 ?x10)))
 (let (($x14 (= ?x13 aux.tile.j)))
 (not $x14)))))))))
(check-sat)
(reset)

; obligation 21 of 23: step 7 (share-equal-sums) obligation 1 of 2: sum(j < BN*NT) exp(z[i, j]) == sum(j < N) exp(z[i, j])
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* (- 1) index.i.d2)))
 (let ((?x6 (* ?x5 index.i.d3)))
 (let ((?x7 (* 1 index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (+ ?x8 ?x6)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 22 of 23: step 7 (share-equal-sums) obligation 2 of 2: sum(j < BN*NT) exp(z[i, j]) == sum(j < N) exp(z[i, j])
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(assert
 (let ((?x1 (* index.i.d3 index.i.d2)))
 (let (($x2 (= index.i.d1 ?x1)))
 (and $x2))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x3 (* 1 index.i.d0)))
 (let ((?x4 (+ 0 ?x3)))
 (< index.i.f0 ?x4))))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d0 1))
(assert
 (let ((?x5 (* 1 index.i.d2)))
 (let ((?x6 (* ?x5 index.i.d3)))
 (let ((?x7 (* (- 1) index.i.d1)))
 (let ((?x8 (+ 0 ?x7)))
 (let ((?x9 (+ ?x8 ?x6)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 23 of 23: step 8 (equal-by-solver) obligation 1 of 1: lse: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.log!0 () Real)
(assert
 (let ((?x1 (* 1.0 aux.sum!0)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (* (- 1.0) aux.log!0)))
 (let ((?x4 (* 1.0 aux.log!0)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x6 (+ ?x5 ?x3)))
 (let (($x7 (= ?x6 0.0)))
 (not $x7)))))))
(check-sat)

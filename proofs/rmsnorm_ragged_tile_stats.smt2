; proofs/rmsnorm_ragged_tile_stats.smt2: the solver queries behind fuseproof's verdict
; rule: rmsnorm_ragged_tile_stats
; rule sha256: a45b14e8af4572a510533a9f6fd678c987dee6e1a4a6d43b0412cd85af59c0a1
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 21 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rmsnorm_ragged_tile_stats.smt2
;   cvc5 --tlimit-per=60000 proofs/rmsnorm_ragged_tile_stats.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 21: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.K () Int)
(declare-fun index.N () Int)
(declare-fun index.BK () Int)
(declare-fun index.NT () Int)
(declare-fun scalar.eps () Real)
(assert
 (>= index.M 1))
(assert
 (>= index.K 1))
(assert
 (>= index.N 1))
(assert
 (>= index.BK 1))
(assert
 (>= index.NT 1))
(assert
 (let ((?x1 (to_real 0)))
 (> scalar.eps ?x1)))
(assert
 (let ((?x2 (- index.NT 1)))
 (let ((?x3 (* ?x2 index.BK)))
 (< ?x3 index.K))))
(assert
 (let ((?x4 (* index.NT index.BK)))
 (<= index.K ?x4)))
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

; obligation 2 of 21: at 14:12: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 3 of 21: at 12:18: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#1#| () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#1#| ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 4 of 21: at 17:16: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 5 of 21: at 16:27: the reduction extent BK >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#3#| () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#3#| ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 6 of 21: at 16:60: the access X[i, BK*t + u] in range (X is [M, K]): BK*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun |index.i.#4#| () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#3#| ?x11))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#4#| ?x13))))
(assert
 (let ((?x14 (* 1 index.i.d1)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (* 1 |index.i.#4#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x17 (* ?x12 |index.i.#3#|)))
 (let ((?x18 (+ 0 ?x17)))
 (let ((?x19 (+ ?x18 ?x16)))
 (< ?x19 ?x15)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x16 (* 1 |index.i.#4#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x17 (* ?x12 |index.i.#3#|)))
 (let ((?x18 (+ 0 ?x17)))
 (let ((?x19 (+ ?x18 ?x16)))
 (let (($x20 (>= ?x19 0)))
 (not $x20))))))))
(check-sat)
(reset)

; obligation 7 of 21: at 16:60: the access X[i, BK*t + u] in range (X is [M, K]): BK*t + u < K
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun |index.i.#4#| () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x10 (* 1 index.i.d4)))
 (let ((?x11 (+ 0 ?x10)))
 (< |index.i.#3#| ?x11))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 ?x12)))
 (< |index.i.#4#| ?x13))))
(assert
 (let ((?x14 (* 1 index.i.d1)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (* 1 |index.i.#4#|)))
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x17 (* ?x12 |index.i.#3#|)))
 (let ((?x18 (+ 0 ?x17)))
 (let ((?x19 (+ ?x18 ?x16)))
 (< ?x19 ?x15)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (let ((?x20 (* (- 1) |index.i.#4#|)))
 (let ((?x21 (* (- 1) index.i.d3)))
 (let ((?x22 (* ?x21 |index.i.#3#|)))
 (let ((?x14 (* 1 index.i.d1)))
 (let ((?x23 (+ 0 (- 1))))
 (let ((?x24 (+ ?x23 ?x14)))
 (let ((?x25 (+ ?x24 ?x22)))
 (let ((?x26 (+ ?x25 ?x20)))
 (let (($x27 (>= ?x26 0)))
 (not $x27)))))))))))
(check-sat)
(reset)

; obligation 8 of 21: lhs defined: an argument != 0 at 12:34
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (let ((?x3 (- index.i.d4 1)))
 (let ((?x4 (* ?x3 index.i.d3)))
 (let (($x5 (< ?x4 index.i.d1)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d1 ?x6)))
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
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 9 of 21: lhs defined: an argument > 0 at 12:12
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
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
 (let (($x5 (< ?x4 index.i.d1)))
 (and $x5)))))
(assert
 (let ((?x6 (* index.i.d4 index.i.d3)))
 (let (($x7 (<= index.i.d1 ?x6)))
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
 (let ((?x10 (* 1 index.i.d2)))
 (let ((?x11 (+ 0 ?x10)))
 (< index.i.f1 ?x11))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 10 of 21: rhs defined where the lhs is: an argument != 0 at 17:30
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

; obligation 11 of 21: rhs defined where the lhs is: an argument > 0 at 17:10
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.d1 () Real)
(declare-fun aux.sum!0 () Real)
(declare-fun aux.sum!1 () Real)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
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
 (>= aux.sum!0 0.0))
(assert
 (>= aux.sum!1 0.0))
(assert
 (let ((?x10 (- index.i.d4 1)))
 (let ((?x11 (* ?x10 index.i.d3)))
 (let (($x12 (< ?x11 index.i.d1)))
 (and $x12)))))
(assert
 (let ((?x13 (* index.i.d4 index.i.d3)))
 (let (($x14 (<= index.i.d1 ?x13)))
 (and $x14))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x15 (* 1 index.i.d0)))
 (let ((?x16 (+ 0 ?x15)))
 (< index.i.f0 ?x16))))
(assert
 (>= index.i.f1 0))
(assert
 (let ((?x17 (* 1 index.i.d2)))
 (let ((?x18 (+ 0 ?x17)))
 (< index.i.f1 ?x18))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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
 (let ((?x19 (* ?x6 aux.sum!1)))
 (let ((?x20 (+ 0.0 ?x19)))
 (let ((?x21 (+ ?x20 ?x1)))
 (let (($x22 (> ?x21 0.0)))
 (not $x22)))))))))))
(check-sat)
(reset)

; obligation 12 of 21: step 4 (sum-sign) obligation 1 of 1: sum(k < K) X[i, k]^2 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.X[f0, #2#]| () Real)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.X[f0, #2#]|)))
 (let ((?x4 (* ?x3 |input.X[f0, #2#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let (($x6 (>= ?x5 0.0)))
 (not $x6))))))
(check-sat)
(reset)

; obligation 13 of 21: step 5 (sum-sign) obligation 1 of 1: sum(t < NT) sum(u < BK) select(BK*t + u < K, X[i, BK*t + u]^2, 0) >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun scalar.eps () Real)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun |input.X[f0, d3*#3# + #4#]| () Real)
(declare-fun |index.i.#4#| () Int)
(declare-fun |index.i.#3#| () Int)
(assert
 (let ((?x1 (* 1.0 scalar.eps)))
 (let ((?x2 (+ 0.0 ?x1)))
 (> ?x2 0.0))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x3 (* 1.0 |input.X[f0, d3*#3# + #4#]|)))
 (let ((?x4 (* ?x3 |input.X[f0, d3*#3# + #4#]|)))
 (let ((?x5 (+ 0.0 ?x4)))
 (let ((?x6 (* 1 index.i.d1)))
 (let ((?x7 (+ 0 ?x6)))
 (let ((?x8 (* 1 |index.i.#4#|)))
 (let ((?x9 (* 1 index.i.d3)))
 (let ((?x10 (* ?x9 |index.i.#3#|)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (+ ?x11 ?x8)))
 (let (($x13 (< ?x12 ?x7)))
 (let ((?x14 (ite $x13 ?x5 0.0)))
 (let ((?x15 (* 1.0 ?x14)))
 (let ((?x16 (+ 0.0 ?x15)))
 (let (($x17 (>= ?x16 0.0)))
 (not $x17)))))))))))))))))
(check-sat)
(reset)

; obligation 14 of 21: step 6 (tile-reindex) obligation 1 of 6: sum over t < NT, u < BK = sum over j < BK*NT with j = BK*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 15 of 21: step 6 (tile-reindex) obligation 2 of 6: sum over t < NT, u < BK = sum over j < BK*NT with j = BK*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 16 of 21: step 6 (tile-reindex) obligation 3 of 6: sum over t < NT, u < BK = sum over j < BK*NT with j = BK*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 17 of 21: step 6 (tile-reindex) obligation 4 of 6: sum over t < NT, u < BK = sum over j < BK*NT with j = BK*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 18 of 21: step 6 (tile-reindex) obligation 5 of 6: sum over t < NT, u < BK = sum over j < BK*NT with j = BK*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 19 of 21: step 6 (tile-reindex) obligation 6 of 6: sum over t < NT, u < BK = sum over j < BK*NT with j = BK*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
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

; obligation 20 of 21: step 7 (mask-truncate) obligation 1 of 2: sum over j < BK*NT masked by j < K = sum over j < K
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x10 (* 1 index.i.d1)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (>= ?x11 0)))
 (not $x12)))))
(check-sat)
(reset)

; obligation 21 of 21: step 7 (mask-truncate) obligation 2 of 2: sum over j < BK*NT masked by j < K = sum over j < K
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d1 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.f1 () Int)
(declare-fun index.i.d2 () Int)
(declare-fun index.d1 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d1)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d1 ?x4)))
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
 (let ((?x8 (* 1 index.i.d2)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f1 ?x9))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d1 1))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.d1 1.0))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (* ?x10 index.i.d4)))
 (let ((?x12 (* (- 1) index.i.d1)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (+ ?x13 ?x11)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))))
(check-sat)

; proofs/lm_head_target_logit_loss.smt2: the solver queries behind fuseproof's verdict
; rule: lm_head_target_logit_loss
; rule sha256: 1353ce6ad26dee8ee4a50626e3882e952ad95e6e8678118f22fc8db036125beb
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 21 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/lm_head_target_logit_loss.smt2
;   cvc5 --tlimit-per=60000 proofs/lm_head_target_logit_loss.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 21: the preconditions can hold
(set-info :status sat)
(set-logic ALL)
(declare-fun index.M () Int)
(declare-fun index.K () Int)
(declare-fun index.V () Int)
(declare-fun index.BV () Int)
(declare-fun index.NT () Int)
(assert
 (>= index.M 1))
(assert
 (>= index.K 1))
(assert
 (>= index.V 1))
(assert
 (>= index.BV 1))
(assert
 (>= index.NT 1))
(assert
 (let ((?x1 (- index.NT 1)))
 (let ((?x2 (* ?x1 index.BV)))
 (< ?x2 index.V))))
(assert
 (let ((?x3 (* index.NT index.BV)))
 (<= index.V ?x3)))
(assert
 (>= index.M 0))
(assert
 (>= index.K 0))
(assert
 (>= index.K 0))
(assert
 (>= index.V 0))
(assert
 (>= index.M 0))
(assert
 (>= index.M 0))
(check-sat)
(reset)

; obligation 2 of 21: at 18:53: the access z[i, tgt[i]] in range (z is [M, V]): tgt[i] < V
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x11 (= |index.i.tgt[f0]| (- 100))))
 (let (($x12 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x13 (>= |index.i.tgt[f0]| 0)))
 (let (($x14 (and $x13 $x12)))
 (or $x14 $x11))))))
(assert
 (let ((?x15 (* (- 1) |index.i.tgt[f0]|)))
 (let ((?x16 (* 1 index.i.d2)))
 (let ((?x17 (+ 0 (- 1))))
 (let ((?x18 (+ ?x17 ?x16)))
 (let ((?x19 (+ ?x18 ?x15)))
 (let (($x20 (>= ?x19 0)))
 (not $x20))))))))
(check-sat)
(reset)

; obligation 3 of 21: at 17:12: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x11 (= |index.i.tgt[f0]| (- 100))))
 (let (($x12 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x13 (>= |index.i.tgt[f0]| 0)))
 (let (($x14 (and $x13 $x12)))
 (or $x14 $x11))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x15 (* 1 index.i.d1)))
 (let ((?x16 (+ 0 ?x15)))
 (let (($x17 (>= ?x16 0)))
 (not $x17)))))
(check-sat)
(reset)

; obligation 4 of 21: at 17:28: the access W[k, tgt[i]] in range (W is [K, V]): tgt[i] < V
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#1#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#1#| 0))
(assert
 (let ((?x11 (* 1 index.i.d1)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#1#| ?x12))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x13 (= |index.i.tgt[f0]| (- 100))))
 (let (($x14 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x15 (>= |index.i.tgt[f0]| 0)))
 (let (($x16 (and $x15 $x14)))
 (or $x16 $x13))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x17 (* (- 1) |index.i.tgt[f0]|)))
 (let ((?x18 (* 1 index.i.d2)))
 (let ((?x19 (+ 0 (- 1))))
 (let ((?x20 (+ ?x19 ?x18)))
 (let ((?x21 (+ ?x20 ?x17)))
 (let (($x22 (>= ?x21 0)))
 (not $x22))))))))
(check-sat)
(reset)

; obligation 5 of 21: at 22:11: the reduction extent NT >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x11 (= |index.i.tgt[f0]| (- 100))))
 (let (($x12 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x13 (>= |index.i.tgt[f0]| 0)))
 (let (($x14 (and $x13 $x12)))
 (or $x14 $x11))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x15 (* 1 index.i.d4)))
 (let ((?x16 (+ 0 ?x15)))
 (let (($x17 (>= ?x16 0)))
 (not $x17)))))
(check-sat)
(reset)

; obligation 6 of 21: at 21:27: the reduction extent BV >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#2#| ?x12))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x13 (= |index.i.tgt[f0]| (- 100))))
 (let (($x14 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x15 (>= |index.i.tgt[f0]| 0)))
 (let (($x16 (and $x15 $x14)))
 (or $x16 $x13))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x17 (* 1 index.i.d3)))
 (let ((?x18 (+ 0 ?x17)))
 (let (($x19 (>= ?x18 0)))
 (not $x19)))))
(check-sat)
(reset)

; obligation 7 of 21: at 21:85: the access acc[i, BV*t + u] in range (acc is [M, V]): BV*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#2#| ?x12))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x14 (+ 0 ?x13)))
 (< |index.i.#3#| ?x14))))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (< ?x20 ?x16)))))))))
(assert
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (= ?x20 ?x10)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x21 (= |index.i.tgt[f0]| (- 100))))
 (let (($x22 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x23 (>= |index.i.tgt[f0]| 0)))
 (let (($x24 (and $x23 $x22)))
 (or $x24 $x21))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (let (($x25 (>= ?x20 0)))
 (not $x25))))))))
(check-sat)
(reset)

; obligation 8 of 21: at 21:85: the access acc[i, BV*t + u] in range (acc is [M, V]): BV*t + u < V
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#2#| ?x12))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x14 (+ 0 ?x13)))
 (< |index.i.#3#| ?x14))))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (< ?x20 ?x16)))))))))
(assert
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (= ?x20 ?x10)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x21 (= |index.i.tgt[f0]| (- 100))))
 (let (($x22 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x23 (>= |index.i.tgt[f0]| 0)))
 (let (($x24 (and $x23 $x22)))
 (or $x24 $x21))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x25 (* (- 1) |index.i.#3#|)))
 (let ((?x26 (* (- 1) index.i.d3)))
 (let ((?x27 (* ?x26 |index.i.#2#|)))
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x28 (+ 0 (- 1))))
 (let ((?x29 (+ ?x28 ?x15)))
 (let ((?x30 (+ ?x29 ?x27)))
 (let ((?x31 (+ ?x30 ?x25)))
 (let (($x32 (>= ?x31 0)))
 (not $x32)))))))))))
(check-sat)
(reset)

; obligation 9 of 21: at 20:14: the reduction extent K >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#2#| ?x12))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x14 (+ 0 ?x13)))
 (< |index.i.#3#| ?x14))))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (< ?x20 ?x16)))))))))
(assert
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (= ?x20 ?x10)))))))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x21 (= |index.i.tgt[f0]| (- 100))))
 (let (($x22 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x23 (>= |index.i.tgt[f0]| 0)))
 (let (($x24 (and $x23 $x22)))
 (or $x24 $x21))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x25 (* 1 index.i.d1)))
 (let ((?x26 (+ 0 ?x25)))
 (let (($x27 (>= ?x26 0)))
 (not $x27)))))
(check-sat)
(reset)

; obligation 10 of 21: at 20:30: the access W[k, BV*t + u] in range (W is [K, V]): BV*t + u >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun |index.i.#4#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#2#| ?x12))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x14 (+ 0 ?x13)))
 (< |index.i.#3#| ?x14))))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (< ?x20 ?x16)))))))))
(assert
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (= ?x20 ?x10)))))))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x21 (* 1 index.i.d1)))
 (let ((?x22 (+ 0 ?x21)))
 (< |index.i.#4#| ?x22))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x23 (= |index.i.tgt[f0]| (- 100))))
 (let (($x24 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x25 (>= |index.i.tgt[f0]| 0)))
 (let (($x26 (and $x25 $x24)))
 (or $x26 $x23))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (let (($x27 (>= ?x20 0)))
 (not $x27))))))))
(check-sat)
(reset)

; obligation 11 of 21: at 20:30: the access W[k, BV*t + u] in range (W is [K, V]): BV*t + u < V
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun |index.i.#3#| () Int)
(declare-fun |index.i.#4#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (let ((?x8 (+ 0 (- 100))))
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (and (distinct ?x10 ?x8) true)))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x11 (* 1 index.i.d4)))
 (let ((?x12 (+ 0 ?x11)))
 (< |index.i.#2#| ?x12))))
(assert
 (>= |index.i.#3#| 0))
(assert
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x14 (+ 0 ?x13)))
 (< |index.i.#3#| ?x14))))
(assert
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (< ?x20 ?x16)))))))))
(assert
 (let ((?x9 (* 1 |index.i.tgt[f0]|)))
 (let ((?x10 (+ 0 ?x9)))
 (let ((?x17 (* 1 |index.i.#3#|)))
 (let ((?x13 (* 1 index.i.d3)))
 (let ((?x18 (* ?x13 |index.i.#2#|)))
 (let ((?x19 (+ 0 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (= ?x20 ?x10)))))))))
(assert
 (>= |index.i.#4#| 0))
(assert
 (let ((?x21 (* 1 index.i.d1)))
 (let ((?x22 (+ 0 ?x21)))
 (< |index.i.#4#| ?x22))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x23 (= |index.i.tgt[f0]| (- 100))))
 (let (($x24 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x25 (>= |index.i.tgt[f0]| 0)))
 (let (($x26 (and $x25 $x24)))
 (or $x26 $x23))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x27 (* (- 1) |index.i.#3#|)))
 (let ((?x28 (* (- 1) index.i.d3)))
 (let ((?x29 (* ?x28 |index.i.#2#|)))
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x30 (+ 0 (- 1))))
 (let ((?x31 (+ ?x30 ?x15)))
 (let ((?x32 (+ ?x31 ?x29)))
 (let ((?x33 (+ ?x32 ?x27)))
 (let (($x34 (>= ?x33 0)))
 (not $x34)))))))))))
(check-sat)
(reset)

; obligation 12 of 21: step 2 (select-collapse) obligation 1 of 1: select(j == tgt[i], sum(k < K) W[k, j] * x[i, k], 0)
(set-info :status unsat)
(set-logic ALL)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun |index.i.#500000#| () Int)
(assert
 (let ((?x1 (* (- 1) |index.i.tgt[f0]|)))
 (let ((?x2 (* 1 |index.i.#500000#|)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (+ ?x3 ?x1)))
 (let (($x5 (= ?x4 0)))
 (let ((?x6 (* 1 |index.i.tgt[f0]|)))
 (let ((?x7 (+ 0 ?x6)))
 (let (($x8 (= |index.i.#500000#| ?x7)))
 (let (($x9 (=> $x8 $x5)))
 (let (($x10 (=> $x5 $x8)))
 (let (($x11 (and $x10 $x9)))
 (not $x11)))))))))))))
(check-sat)
(reset)

; obligation 13 of 21: step 3 (tile-reindex) obligation 1 of 6: sum over t < NT, u < BV = sum over j < BV*NT with j = BV*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x8 (= |index.i.tgt[f0]| (- 100))))
 (let (($x9 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x10 (>= |index.i.tgt[f0]| 0)))
 (let (($x11 (and $x10 $x9)))
 (or $x11 $x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (+ 0 (- 1))))
 (let ((?x14 (+ ?x13 ?x12)))
 (let (($x15 (>= ?x14 0)))
 (not $x15))))))
(check-sat)
(reset)

; obligation 14 of 21: step 3 (tile-reindex) obligation 2 of 6: sum over t < NT, u < BV = sum over j < BV*NT with j = BV*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x8 (= |index.i.tgt[f0]| (- 100))))
 (let (($x9 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x10 (>= |index.i.tgt[f0]| 0)))
 (let (($x11 (and $x10 $x9)))
 (or $x11 $x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x12 (* 1 index.i.d4)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 15 of 21: step 3 (tile-reindex) obligation 3 of 6: sum over t < NT, u < BV = sum over j < BV*NT with j = BV*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x6 (= |index.i.tgt[f0]| (- 100))))
 (let (($x7 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x8 (>= |index.i.tgt[f0]| 0)))
 (let (($x9 (and $x8 $x7)))
 (or $x9 $x6))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (>= ?x11 1))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (< aux.tile.u ?x11)))
 (let (($x13 (>= aux.tile.u 0)))
 (let (($x14 (and $x13 $x12)))
 (let ((?x15 (* 1 index.i.d4)))
 (let ((?x16 (+ 0 ?x15)))
 (let (($x17 (< aux.tile.t ?x16)))
 (let (($x18 (>= aux.tile.t 0)))
 (let (($x19 (and $x18 $x17)))
 (and $x19 $x14))))))))))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x15 (* 1 index.i.d4)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x20 (* ?x16 ?x11)))
 (let ((?x21 (* ?x11 aux.tile.t)))
 (let ((?x22 (+ ?x21 aux.tile.u)))
 (let (($x23 (< ?x22 ?x20)))
 (let (($x24 (>= ?x22 0)))
 (let (($x25 (and $x24 $x23)))
 (not $x25))))))))))))
(check-sat)
(reset)

; obligation 16 of 21: step 3 (tile-reindex) obligation 4 of 6: sum over t < NT, u < BV = sum over j < BV*NT with j = BV*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x6 (= |index.i.tgt[f0]| (- 100))))
 (let (($x7 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x8 (>= |index.i.tgt[f0]| 0)))
 (let (($x9 (and $x8 $x7)))
 (or $x9 $x6))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (>= ?x11 1))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (* 1 index.i.d4)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (* ?x13 ?x11)))
 (let (($x15 (< aux.tile.j ?x14)))
 (let (($x16 (>= aux.tile.j 0)))
 (and $x16 $x15)))))))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x17 (mod aux.tile.j ?x11)))
 (let (($x18 (< ?x17 ?x11)))
 (let (($x19 (>= ?x17 0)))
 (let (($x20 (and $x19 $x18)))
 (let ((?x12 (* 1 index.i.d4)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x21 (div aux.tile.j ?x11)))
 (let (($x22 (< ?x21 ?x13)))
 (let (($x23 (>= ?x21 0)))
 (let (($x24 (and $x23 $x22)))
 (let (($x25 (and $x24 $x20)))
 (not $x25)))))))))))))))
(check-sat)
(reset)

; obligation 17 of 21: step 3 (tile-reindex) obligation 5 of 6: sum over t < NT, u < BV = sum over j < BV*NT with j = BV*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x6 (= |index.i.tgt[f0]| (- 100))))
 (let (($x7 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x8 (>= |index.i.tgt[f0]| 0)))
 (let (($x9 (and $x8 $x7)))
 (or $x9 $x6))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (>= ?x11 1))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let (($x12 (< aux.tile.u ?x11)))
 (let (($x13 (>= aux.tile.u 0)))
 (let (($x14 (and $x13 $x12)))
 (let ((?x15 (* 1 index.i.d4)))
 (let ((?x16 (+ 0 ?x15)))
 (let (($x17 (< aux.tile.t ?x16)))
 (let (($x18 (>= aux.tile.t 0)))
 (let (($x19 (and $x18 $x17)))
 (and $x19 $x14))))))))))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x20 (* ?x11 aux.tile.t)))
 (let ((?x21 (+ ?x20 aux.tile.u)))
 (let ((?x22 (mod ?x21 ?x11)))
 (let (($x23 (= ?x22 aux.tile.u)))
 (let ((?x24 (div ?x21 ?x11)))
 (let (($x25 (= ?x24 aux.tile.t)))
 (let (($x26 (and $x25 $x23)))
 (not $x26)))))))))))
(check-sat)
(reset)

; obligation 18 of 21: step 3 (tile-reindex) obligation 6 of 6: sum over t < NT, u < BV = sum over j < BV*NT with j = BV*t + u
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x6 (= |index.i.tgt[f0]| (- 100))))
 (let (($x7 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x8 (>= |index.i.tgt[f0]| 0)))
 (let (($x9 (and $x8 $x7)))
 (or $x9 $x6))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (>= ?x11 1))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x12 (* 1 index.i.d4)))
 (let ((?x13 (+ 0 ?x12)))
 (let ((?x14 (* ?x13 ?x11)))
 (let (($x15 (< aux.tile.j ?x14)))
 (let (($x16 (>= aux.tile.j 0)))
 (and $x16 $x15)))))))))
(assert
 (let ((?x10 (* 1 index.i.d3)))
 (let ((?x11 (+ 0 ?x10)))
 (let ((?x17 (mod aux.tile.j ?x11)))
 (let ((?x18 (div aux.tile.j ?x11)))
 (let ((?x19 (* ?x11 ?x18)))
 (let ((?x20 (+ ?x19 ?x17)))
 (let (($x21 (= ?x20 aux.tile.j)))
 (not $x21)))))))))
(check-sat)
(reset)

; obligation 19 of 21: step 4 (mask-truncate) obligation 1 of 2: sum over j < BV*NT masked by j < V = sum over j < V
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x8 (= |index.i.tgt[f0]| (- 100))))
 (let (($x9 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x10 (>= |index.i.tgt[f0]| 0)))
 (let (($x11 (and $x10 $x9)))
 (or $x11 $x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x12 (* 1 index.i.d2)))
 (let ((?x13 (+ 0 ?x12)))
 (let (($x14 (>= ?x13 0)))
 (not $x14)))))
(check-sat)
(reset)

; obligation 20 of 21: step 4 (mask-truncate) obligation 2 of 2: sum over j < BV*NT masked by j < V = sum over j < V
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x8 (= |index.i.tgt[f0]| (- 100))))
 (let (($x9 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x10 (>= |index.i.tgt[f0]| 0)))
 (let (($x11 (and $x10 $x9)))
 (or $x11 $x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x12 (* 1 index.i.d3)))
 (let ((?x13 (* ?x12 index.i.d4)))
 (let ((?x14 (* (- 1) index.i.d2)))
 (let ((?x15 (+ 0 ?x14)))
 (let ((?x16 (+ ?x15 ?x13)))
 (let (($x17 (>= ?x16 0)))
 (not $x17))))))))
(check-sat)
(reset)

; obligation 21 of 21: step 5 (equal-by-solver) obligation 1 of 1: loss: lhs - rhs = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d2 () Int)
(declare-fun index.i.d3 () Int)
(declare-fun index.i.d4 () Int)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.tgt[f0]| () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |input.lse[f0]| () Real)
(declare-fun aux.sum!0 () Real)
(assert
 (let ((?x1 (- index.i.d4 1)))
 (let ((?x2 (* ?x1 index.i.d3)))
 (let (($x3 (< ?x2 index.i.d2)))
 (and $x3)))))
(assert
 (let ((?x4 (* index.i.d4 index.i.d3)))
 (let (($x5 (<= index.i.d2 ?x4)))
 (and $x5))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x6 (* 1 index.i.d0)))
 (let ((?x7 (+ 0 ?x6)))
 (< index.i.f0 ?x7))))
(assert
 (>= index.i.d3 1))
(assert
 (>= index.i.d4 1))
(assert
 (>= index.i.d2 1))
(assert
 (>= index.i.d0 1))
(assert
 (let (($x8 (= |index.i.tgt[f0]| (- 100))))
 (let (($x9 (< |index.i.tgt[f0]| index.i.d2)))
 (let (($x10 (>= |index.i.tgt[f0]| 0)))
 (let (($x11 (and $x10 $x9)))
 (or $x11 $x8))))))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x12 (* 1.0 |input.lse[f0]|)))
 (let ((?x13 (* 1.0 aux.sum!0)))
 (let ((?x14 (+ 0.0 ?x13)))
 (let ((?x15 (* 1 index.i.d2)))
 (let ((?x16 (+ 0 ?x15)))
 (let ((?x17 (* 1 |index.i.tgt[f0]|)))
 (let ((?x18 (+ 0 ?x17)))
 (let (($x19 (< ?x18 ?x16)))
 (let ((?x20 (ite $x19 ?x14 0.0)))
 (let ((?x21 (* 1.0 ?x20)))
 (let ((?x22 (+ 0.0 ?x21)))
 (let (($x23 (>= ?x18 0)))
 (let ((?x24 (ite $x23 ?x22 0.0)))
 (let ((?x25 (* (- 1.0) ?x24)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x12)))
 (let ((?x28 (+ 0 (- 100))))
 (let (($x29 (= ?x18 ?x28)))
 (let ((?x30 (ite $x29 0.0 ?x27)))
 (let ((?x31 (* (- 1.0) ?x30)))
 (let ((?x32 (* (- 1.0) aux.sum!0)))
 (let ((?x33 (+ 0.0 ?x12)))
 (let ((?x34 (+ ?x33 ?x32)))
 (let ((?x35 (ite $x29 0.0 ?x34)))
 (let ((?x36 (* 1.0 ?x35)))
 (let ((?x37 (+ 0.0 ?x36)))
 (let ((?x38 (+ ?x37 ?x31)))
 (let (($x39 (= ?x38 0.0)))
 (not $x39))))))))))))))))))))))))))))))
(check-sat)

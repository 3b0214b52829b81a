; proofs/rope_sum_of_squares.smt2: the solver queries behind fuseproof's verdict
; rule: rope_sum_of_squares
; rule sha256: 3017e8a6d5b41114f331e6a03ff46d2c55b6a7020adb28c7f273152d898e5e3e
; tool: fuseproof 0.1.0 (z3 4.8.12)
; verdict: proved (all sizes)
;
; 12 obligations, each standalone: its expected answer as (set-info :status ...), the logic, its
; declarations and assertions, (check-sat); (reset) separates them. Either solver
; prints one answer per obligation, in order, to compare with the statuses:
;   z3 -t:60000 proofs/rope_sum_of_squares.smt2
;   cvc5 --tlimit-per=60000 proofs/rope_sum_of_squares.smt2
; unsat means the obligation holds for every value of its symbols; sat is expected only
; of the query whose model gave a refutation's counterexample.

; obligation 1 of 12: at 7:11: the reduction extent 2*P >= 0
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
 (let ((?x3 (* 2 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (let (($x5 (>= ?x4 0)))
 (not $x5)))))
(check-sat)
(reset)

; obligation 2 of 12: at 13:11: the reduction extent P >= 0
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

; obligation 3 of 12: at 11:13: the access x[i, 2*p] in range (x is [M, 2*P]): 2*p >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#2#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 2 |index.i.#2#|)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (>= ?x6 0)))
 (not $x7)))))
(check-sat)
(reset)

; obligation 4 of 12: at 11:13: the access x[i, 2*p] in range (x is [M, 2*P]): 2*p < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#2#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* (- 2) |index.i.#2#|)))
 (let ((?x6 (* 2 index.i.d1)))
 (let ((?x7 (+ 0 (- 1))))
 (let ((?x8 (+ ?x7 ?x6)))
 (let ((?x9 (+ ?x8 ?x5)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 5 of 12: at 11:34: the access x[i, 2*p + 1] in range (x is [M, 2*P]): 2*p + 1 >= 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#2#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* 2 |index.i.#2#|)))
 (let ((?x6 (+ 0 1)))
 (let ((?x7 (+ ?x6 ?x5)))
 (let (($x8 (>= ?x7 0)))
 (not $x8))))))
(check-sat)
(reset)

; obligation 6 of 12: at 11:34: the access x[i, 2*p + 1] in range (x is [M, 2*P]): 2*p + 1 < 2*P
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun |index.i.#2#| () Int)
(declare-fun index.i.d1 () Int)
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x1 (* 1 index.i.d0)))
 (let ((?x2 (+ 0 ?x1)))
 (< index.i.f0 ?x2))))
(assert
 (>= |index.i.#2#| 0))
(assert
 (let ((?x3 (* 1 index.i.d1)))
 (let ((?x4 (+ 0 ?x3)))
 (< |index.i.#2#| ?x4))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x5 (* (- 2) |index.i.#2#|)))
 (let ((?x6 (* 2 index.i.d1)))
 (let ((?x7 (+ 0 (- 2))))
 (let ((?x8 (+ ?x7 ?x6)))
 (let ((?x9 (+ ?x8 ?x5)))
 (let (($x10 (>= ?x9 0)))
 (not $x10))))))))
(check-sat)
(reset)

; obligation 7 of 12: step 1 (pair-split) obligation 1 of 6: sum over j < 2*P = sum over p < P of the pair (2*p, 2*p + 1)
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
 (let ((?x3 (+ 0 1)))
 (let (($x4 (>= ?x3 0)))
 (not $x4))))
(check-sat)
(reset)

; obligation 8 of 12: step 1 (pair-split) obligation 3 of 6: sum over j < 2*P = sum over p < P of the pair (2*p, 2*p + 1)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x1 (+ 0 2)))
 (>= ?x1 1)))
(assert
 (let ((?x1 (+ 0 2)))
 (let (($x2 (< aux.tile.u ?x1)))
 (let (($x3 (>= aux.tile.u 0)))
 (let (($x4 (and $x3 $x2)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (< aux.tile.t ?x6)))
 (let (($x8 (>= aux.tile.t 0)))
 (let (($x9 (and $x8 $x7)))
 (and $x9 $x4)))))))))))
(assert
 (let ((?x1 (+ 0 2)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let ((?x10 (* ?x6 ?x1)))
 (let ((?x11 (* ?x1 aux.tile.t)))
 (let ((?x12 (+ ?x11 aux.tile.u)))
 (let (($x13 (< ?x12 ?x10)))
 (let (($x14 (>= ?x12 0)))
 (let (($x15 (and $x14 $x13)))
 (not $x15)))))))))))
(check-sat)
(reset)

; obligation 9 of 12: step 1 (pair-split) obligation 4 of 6: sum over j < 2*P = sum over p < P of the pair (2*p, 2*p + 1)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x1 (+ 0 2)))
 (>= ?x1 1)))
(assert
 (let ((?x1 (+ 0 2)))
 (let ((?x2 (* 1 index.i.d1)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (* ?x3 ?x1)))
 (let (($x5 (< aux.tile.j ?x4)))
 (let (($x6 (>= aux.tile.j 0)))
 (and $x6 $x5))))))))
(assert
 (let ((?x1 (+ 0 2)))
 (let ((?x7 (mod aux.tile.j ?x1)))
 (let (($x8 (< ?x7 ?x1)))
 (let (($x9 (>= ?x7 0)))
 (let (($x10 (and $x9 $x8)))
 (let ((?x2 (* 1 index.i.d1)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x11 (div aux.tile.j ?x1)))
 (let (($x12 (< ?x11 ?x3)))
 (let (($x13 (>= ?x11 0)))
 (let (($x14 (and $x13 $x12)))
 (let (($x15 (and $x14 $x10)))
 (not $x15))))))))))))))
(check-sat)
(reset)

; obligation 10 of 12: step 1 (pair-split) obligation 5 of 6: sum over j < 2*P = sum over p < P of the pair (2*p, 2*p + 1)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.u () Int)
(declare-fun aux.tile.t () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x1 (+ 0 2)))
 (>= ?x1 1)))
(assert
 (let ((?x1 (+ 0 2)))
 (let (($x2 (< aux.tile.u ?x1)))
 (let (($x3 (>= aux.tile.u 0)))
 (let (($x4 (and $x3 $x2)))
 (let ((?x5 (* 1 index.i.d1)))
 (let ((?x6 (+ 0 ?x5)))
 (let (($x7 (< aux.tile.t ?x6)))
 (let (($x8 (>= aux.tile.t 0)))
 (let (($x9 (and $x8 $x7)))
 (and $x9 $x4)))))))))))
(assert
 (let ((?x1 (+ 0 2)))
 (let ((?x10 (* ?x1 aux.tile.t)))
 (let ((?x11 (+ ?x10 aux.tile.u)))
 (let ((?x12 (mod ?x11 ?x1)))
 (let (($x13 (= ?x12 aux.tile.u)))
 (let ((?x14 (div ?x11 ?x1)))
 (let (($x15 (= ?x14 aux.tile.t)))
 (let (($x16 (and $x15 $x13)))
 (not $x16))))))))))
(check-sat)
(reset)

; obligation 11 of 12: step 1 (pair-split) obligation 6 of 6: sum over j < 2*P = sum over p < P of the pair (2*p, 2*p + 1)
(set-info :status unsat)
(set-logic ALL)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun aux.tile.j () Int)
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x1 (+ 0 2)))
 (>= ?x1 1)))
(assert
 (let ((?x1 (+ 0 2)))
 (let ((?x2 (* 1 index.i.d1)))
 (let ((?x3 (+ 0 ?x2)))
 (let ((?x4 (* ?x3 ?x1)))
 (let (($x5 (< aux.tile.j ?x4)))
 (let (($x6 (>= aux.tile.j 0)))
 (and $x6 $x5))))))))
(assert
 (let ((?x1 (+ 0 2)))
 (let ((?x7 (mod aux.tile.j ?x1)))
 (let ((?x8 (div aux.tile.j ?x1)))
 (let ((?x9 (* ?x1 ?x8)))
 (let ((?x10 (+ ?x9 ?x7)))
 (let (($x11 (= ?x10 aux.tile.j)))
 (not $x11))))))))
(check-sat)
(reset)

; obligation 12 of 12: step 2 (merge-same-range-sums) obligation 1 of 1: (1) * (sum(p < P) x[i, 2*p + 1]^2 + sum(p < P) x[i, 2*p]^2 - sum(p < P) cos(freq[p] * pos[i])^2 * x[i, 2*p + 1]^2 - sum(p < P) cos(freq[p] * ... x[i, 2*p + 1]^2 - sum(p < P) sin(freq[p] * pos[i])^2 * x[i, 2*p]^2) = 0
(set-info :status unsat)
(set-logic ALL)
(declare-fun aux.cos!0 () Real)
(declare-fun aux.sin!0 () Real)
(declare-fun index.i.f0 () Int)
(declare-fun index.i.d0 () Int)
(declare-fun index.i.d1 () Int)
(declare-fun |input.x[f0, 2*#2#]| () Real)
(declare-fun |input.x[f0, 1 + 2*#2#]| () Real)
(assert
 (let (($x1 (<= aux.cos!0 1.0)))
 (let (($x2 (>= aux.cos!0 (- 1.0))))
 (and $x2 $x1))))
(assert
 (let (($x3 (<= aux.sin!0 1.0)))
 (let (($x4 (>= aux.sin!0 (- 1.0))))
 (and $x4 $x3))))
(assert
 (let ((?x5 (* aux.cos!0 aux.cos!0)))
 (let ((?x6 (* aux.sin!0 aux.sin!0)))
 (let ((?x7 (+ ?x6 ?x5)))
 (= ?x7 1.0)))))
(assert
 (let ((?x5 (* aux.cos!0 aux.cos!0)))
 (let ((?x6 (* aux.sin!0 aux.sin!0)))
 (let ((?x7 (+ ?x6 ?x5)))
 (= ?x7 1.0)))))
(assert
 (>= index.i.f0 0))
(assert
 (let ((?x8 (* 1 index.i.d0)))
 (let ((?x9 (+ 0 ?x8)))
 (< index.i.f0 ?x9))))
(assert
 (>= index.i.d0 1))
(assert
 (>= index.i.d1 1))
(assert
 (let ((?x10 (* 1.0 |input.x[f0, 2*#2#]|)))
 (let ((?x11 (* ?x10 |input.x[f0, 2*#2#]|)))
 (let ((?x12 (* 1.0 |input.x[f0, 1 + 2*#2#]|)))
 (let ((?x13 (* ?x12 |input.x[f0, 1 + 2*#2#]|)))
 (let ((?x14 (* (- 1.0) aux.sin!0)))
 (let ((?x15 (* ?x14 aux.sin!0)))
 (let ((?x16 (* ?x15 |input.x[f0, 2*#2#]|)))
 (let ((?x17 (* ?x16 |input.x[f0, 2*#2#]|)))
 (let ((?x18 (* ?x15 |input.x[f0, 1 + 2*#2#]|)))
 (let ((?x19 (* ?x18 |input.x[f0, 1 + 2*#2#]|)))
 (let ((?x20 (* (- 1.0) aux.cos!0)))
 (let ((?x21 (* ?x20 aux.cos!0)))
 (let ((?x22 (* ?x21 |input.x[f0, 2*#2#]|)))
 (let ((?x23 (* ?x22 |input.x[f0, 2*#2#]|)))
 (let ((?x24 (* ?x21 |input.x[f0, 1 + 2*#2#]|)))
 (let ((?x25 (* ?x24 |input.x[f0, 1 + 2*#2#]|)))
 (let ((?x26 (+ 0.0 ?x25)))
 (let ((?x27 (+ ?x26 ?x23)))
 (let ((?x28 (+ ?x27 ?x19)))
 (let ((?x29 (+ ?x28 ?x17)))
 (let ((?x30 (+ ?x29 ?x13)))
 (let ((?x31 (+ ?x30 ?x11)))
 (let (($x32 (= ?x31 0.0)))
 (not $x32)))))))))))))))))))))))))
(check-sat)

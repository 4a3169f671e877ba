# The fusion family's operations (opcodes.pxd, "fusion family").

from libc.stdint cimport int16_t, int32_t
from ygo_core.layout cimport *
from sim_core.errors cimport RC_OK
from ygo_core.actions cimport ACT_ATTACK_POSITION, ACT_SELECT, DEC_CHOOSE, DEC_POSITION, request_decision
from ygo_core.proc.move cimport free_monster_zone, free_spell_zone, move_to_zone, reset_field_state, send_not_destroyed
from ygo_core.proc.continuous cimport absorbed_card
from ygo_core.proc.resolve cimport RS_F_CHOSEN, RS_F_SUB
from ygo_core.vm.ops_summons cimport summon_by_effect, summon_locked, summon_to_as
from ygo_core.vm.opcodes cimport EXTRAF_AS_SYNCHRO, EXTRAF_FOR_THE_TURN, EXTRAF_NOTED_LEVEL, INSN_A, INSN_B, LING_FROM_EXTRA_FOR_TURN
from ygo_core.proc.continuous cimport add_linger
from ygo_core.vm.access cimport code_at
from ygo_core.vm.filters cimport filter_collect
from ygo_core.proc.move cimport move_to_pile
from sim_core.rng cimport rng_below
from ygo_core.vm.ops_synchro_level cimport tribute_forbidden


cdef int32_t extra_summon_candidates(const int32_t* s, const int32_t* db, int32_t link,
                                     const int32_t* insn, int32_t* out) noexcept nogil:
    # The cards of the filter in the player's Extra Deck (of the noted Level when B says so),
    # ascending; none when no zone is free or a lock forbids the summon (Metamorphosis: the
    # Tribute paid at activation freed one).
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t i, n, k = 0
    if free_monster_zone(s, player) < 0 or summon_locked(s, player):
        return 0
    n = filter_collect(s, db, code_at(db, insn[INSN_A]), player, (<int16_t*>s)[link + LINK_CARD], cards)
    for i in range(n):
        if card_get(s, cards[i], CARD_LOCATION) != LOC_EXTRA or card_get(s, cards[i], CARD_OWNER) != player:
            continue
        if insn[INSN_B] & EXTRAF_NOTED_LEVEL and db_get(db, s, cards[i], DB_LEVEL) != (<int16_t*>s)[link + LINK_DECLARED]:
            continue
        if out != NULL:
            out[k] = cards[i]
        k += 1
    return k


cdef int op_summon_from_extra(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil:
    if extra_summon_candidates(s, db, link, insn, NULL) == 0:
        return RC_OK
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)


cdef int resume_summon_from_extra(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                  const int32_t* insn) noexcept nogil:
    # The card, then its position (H03: face-up Attack or Defense); for the turn only, a
    # lingering record sends it back in the End Phase (return_for_the_turn).
    cdef int32_t card = s[f + RS_F_CHOSEN]
    cdef int rc
    if s[f + RS_F_SUB] == 0:
        s[f + RS_F_CHOSEN] = s[HDR_ACTION] - ACT_SELECT
        s[f + RS_F_SUB] = 1
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_POSITION)
    rc = summon_to_as(s, db, card, (<int16_t*>s)[link + LINK_PLAYER], (<int16_t*>s)[link + LINK_PLAYER],
                      POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE,
                      SUMMON_SYNCHRO if insn[INSN_B] & EXTRAF_AS_SYNCHRO else SUMMON_SPECIAL)
    if rc <= 0 or not insn[INSN_B] & EXTRAF_FOR_THE_TURN:
        return rc if rc < 0 else RC_OK
    # (recorded for its owner, the summoner: control may change, the record stays)
    return add_linger(s, LING_FROM_EXTRA_FOR_TURN, card, card_get(s, card, CARD_OWNER), 0, 0, s[HDR_TURN], NO_CARD)


cdef void return_for_the_turn(int32_t* s, const int32_t* db) noexcept nogil:
    # LING_FROM_EXTRA_FOR_TURN, at the start of the End Phase (not a chain link): the monster,
    # still in the stint it arrived in (one turned face-down is a new card, AD01), goes back.
    cdef int32_t i, r, card
    for i in range(s[HDR_LINGER_LEN]):
        r = linger_offset(i)
        if s[r + LINGER_KIND] != LING_FROM_EXTRA_FOR_TURN or s[r + LINGER_UNTIL_TURN] != s[HDR_TURN]:
            continue
        card = s[r + LINGER_CARD]
        if card_get(s, card, CARD_STINT) == s[r + LINGER_STINT] and card_get(s, card, CARD_LOCATION) == LOC_MZONE:
            move_to_pile(s, db, card, PILE_EXTRA)


# ---- Absorbing a monster as an Equip Card (Thousand-Eyes Restrict, Relinquished) ------------

cdef bint can_absorb(const int32_t* s, int32_t card) noexcept nogil:
    # COND_CAN_ABSORB: "max. 1" equipped by this effect, and a zone to put the card in.
    return absorbed_card(s, card) == NO_CARD and free_spell_zone(s, card_get(s, card, CARD_CONTROLLER)) >= 0


cdef int absorb(int32_t* s, const int32_t* db, int32_t link, int32_t target) noexcept nogil:
    # The target leaves the Monster Zone and is a new card in the Spell & Trap Zone (AD01: its
    # stats, stamps and links are forgotten), equipped to this card while both stay (R11: if
    # this card leaves, the Equip Card is destroyed). Nothing happens when this card is no
    # longer the face-up monster that activated (R09), or there is no zone left.
    cdef int32_t source = (<int16_t*>s)[link + LINK_CARD]
    cdef int32_t player = card_get(s, source, CARD_CONTROLLER)
    cdef int32_t zone = free_spell_zone(s, player)
    cdef int32_t position
    if (card_get(s, source, CARD_STINT) != (<int16_t*>s)[link + LINK_STINT] or card_get(s, source, CARD_LOCATION) != LOC_MZONE
            or not is_face_up(card_get(s, source, CARD_POSITION)) or zone < 0 or not can_absorb(s, source)):
        return RC_OK
    if db_get(db, s, target, DB_TYPE) & TYPE_TOKEN:
        # A Token cannot become an Equip Card: it leaves the field and ceases to exist.
        return move_to_pile(s, db, target, PILE_GY)
    position = POS_FACEUP if is_face_up(card_get(s, target, CARD_POSITION)) else POS_FACEDOWN
    move_to_zone(s, db, target, player, ZONE_SPELL + zone, position)
    reset_field_state(s, db, target)
    card_set(s, target, CARD_STINT, card_get(s, target, CARD_STINT) + 1)
    card_set(s, target, CARD_POSITION, position)
    card_set(s, target, CARD_FLAGS, CF_ABSORBED | (card_get(s, target, CARD_FLAGS) & CF_PROPER))  # H10: still on the field
    card_set(s, target, CARD_EQUIPPED_TO, source)
    card_set(s, target, CARD_EQUIPPED_STINT, card_get(s, source, CARD_STINT))
    s[HDR_DIRTY] = 1
    return RC_OK


# ---- Ritual Summon (Black Illusion Ritual) ---------------------------------------------------

cdef enum:
    # Frame words past proc/resolve.pxd's for the Tributes chosen so far (FRAME_ARG5..ARG7),
    # and the RS_F_SUB value of the position step.
    RITUAL_F_TRIBUTES = 7
    MAX_RITUAL_TRIBUTES = 3
    RITUAL_SUB_POSITION = 99


cdef int32_t tribute_pool(const int32_t* s, const int32_t* db, int32_t player, int32_t ritual,
                          const int32_t* taken, int32_t n_taken, int32_t* out) noexcept nogil:
    # The monsters the player may Tribute for it: in their hand (not the Ritual Monster
    # itself) or their Monster Zones (face-down ones and Tokens too), with a Level, not taken
    # yet, and not forbidden to be Tributed (I08: Level Eater); ascending in `out`.
    cdef int32_t i, j, card, n = 0
    cdef int32_t n_hand = pile_count(s, player, PILE_HAND)
    cdef bint used
    for i in range(n_hand + CAP_MZONE):
        card = pile_card(s, player, PILE_HAND, i) if i < n_hand else zone_card(s, player, ZONE_MONSTER + i - n_hand)
        if card == NO_CARD or card == ritual or not db_get(db, s, card, DB_TYPE) & TYPE_MONSTER \
                or db_get(db, s, card, DB_LEVEL) < 1 or tribute_forbidden(s, db, card, PILE_GY):
            continue
        used = False
        for j in range(n_taken):
            used = used or taken[j] == card
        if not used:
            n = insert_sorted(out, n, card)
    return n


cdef bint completes(const int32_t* levels, int32_t n, int32_t first, int32_t total, int32_t lowest,
                    int32_t room, int32_t need) noexcept nogil:
    # I06: can up to `room` more of levels[first:n] join Tributes of Levels `total` (the lowest
    # `lowest`) so that they reach `need` with none superfluous? A set is legal when it reaches
    # `need` and would not without its lowest member (then no proper subset reaches it).
    cdef int32_t i
    if total >= need:
        return total - lowest < need
    if room == 0:
        return False
    for i in range(first, n):
        if completes(levels, n, i + 1, total + levels[i], levels[i] if levels[i] < lowest else lowest,
                     room - 1, need):
            return True
    return False


cdef int32_t ritual_choices(const int32_t* s, const int32_t* db, int32_t player, int32_t ritual,
                            const int32_t* taken, int32_t n_taken, int32_t* out) noexcept nogil:
    # The next Tributes the player may choose (`taken` chosen already, their Levels short of the
    # Ritual Monster's): those after which a legal set of at most MAX_RITUAL_TRIBUTES is still
    # reachable (I06); ascending in `out` (NULL: only counted).
    cdef int32_t pool[CAP_CARDS]
    cdef int32_t levels[CAP_CARDS]
    cdef int32_t i, j, m, k = 0, total = 0, lowest = 1 << 30
    cdef int32_t need = db_get(db, s, ritual, DB_LEVEL)
    cdef int32_t n = tribute_pool(s, db, player, ritual, taken, n_taken, pool)
    for i in range(n_taken):
        total += db_get(db, s, taken[i], DB_LEVEL)
        lowest = min(lowest, db_get(db, s, taken[i], DB_LEVEL))
    for i in range(n):
        # the candidate, then the others it may be completed with
        levels[0] = db_get(db, s, pool[i], DB_LEVEL)
        m = 1
        for j in range(n):
            if j != i:
                levels[m] = db_get(db, s, pool[j], DB_LEVEL)
                m += 1
        if completes(levels, m, 1, total + levels[0], min(lowest, levels[0]), MAX_RITUAL_TRIBUTES - n_taken - 1, need):
            if out != NULL:
                out[k] = pool[i]
            k += 1
    return k


cdef bint ritual_possible(const int32_t* s, const int32_t* db, int32_t player, int32_t ritual) noexcept nogil:
    return ritual_choices(s, db, player, ritual, NULL, 0, NULL) > 0


cdef bint can_ritual_summon(const int32_t* s, const int32_t* db, int32_t player, int32_t code) noexcept nogil:
    # U08. Simplified: a free Monster Zone is needed before the Tributes leave.
    cdef int32_t i, card
    if free_monster_zone(s, player) < 0 or summon_locked(s, player):
        return False
    for i in range(pile_count(s, player, PILE_HAND)):
        card = pile_card(s, player, PILE_HAND, i)
        if db_get(db, s, card, DB_CODE) == code and ritual_possible(s, db, player, card):
            return True
    return False


cdef int32_t ritual_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                               const int32_t* insn, int32_t* out) noexcept nogil:
    # Step 0: the Ritual Monsters in the hand that can be summoned; step k: the k-th Tribute.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t i, card, n = 0
    if s[f + RS_F_SUB] == 0:
        if free_monster_zone(s, player) < 0 or summon_locked(s, player):
            return 0
        for i in range(pile_count(s, player, PILE_HAND)):
            card = pile_card(s, player, PILE_HAND, i)
            if db_get(db, s, card, DB_CODE) == insn[INSN_A] and ritual_possible(s, db, player, card):
                n = insert_sorted(out, n, card) if out != NULL else n + 1
        return n
    if out == NULL:
        return 1  # a Tribute step is asked only while one is left (the total was checked)
    return ritual_choices(s, db, player, s[f + RS_F_CHOSEN], s + f + RITUAL_F_TRIBUTES,
                          s[f + RS_F_SUB] - 1, out)


cdef int op_ritual_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                          const int32_t* insn) noexcept nogil:
    if ritual_candidates(s, db, f, link, insn, NULL) == 0:
        return RC_OK
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)


cdef int resume_ritual_summon(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                              const int32_t* insn) noexcept nogil:
    # The Ritual Monster, then each Tribute until their Levels reach its Level (the player
    # cannot Tribute more than that needs), then (the Tributes gone together) its position.
    cdef int32_t player = (<int16_t*>s)[link + LINK_PLAYER]
    cdef int32_t sub = s[f + RS_F_SUB]
    cdef int32_t i, levels = 0
    cdef int rc
    if sub == RITUAL_SUB_POSITION:
        rc = summon_by_effect(s, db, s[f + RS_F_CHOSEN], player,
                              POS_FACEUP_ATTACK if s[HDR_ACTION] == ACT_ATTACK_POSITION else POS_FACEUP_DEFENSE)
        if rc == 1:  # H09: a Ritual Summon is its monster's proper summon
            card_set(s, s[f + RS_F_CHOSEN], CARD_FLAGS, card_get(s, s[f + RS_F_CHOSEN], CARD_FLAGS) | CF_PROPER)
        return rc if rc < 0 else RC_OK
    if sub == 0:
        s[f + RS_F_CHOSEN] = s[HDR_ACTION] - ACT_SELECT
    else:
        s[f + RITUAL_F_TRIBUTES + sub - 1] = s[HDR_ACTION] - ACT_SELECT
    s[f + RS_F_SUB] = sub + 1
    for i in range(sub):
        levels += db_get(db, s, s[f + RITUAL_F_TRIBUTES + i], DB_LEVEL)
    if levels < db_get(db, s, s[f + RS_F_CHOSEN], DB_LEVEL) and sub < MAX_RITUAL_TRIBUTES:
        return request_decision(s, player, DEC_CHOOSE)
    for i in range(sub):
        rc = send_not_destroyed(s, db, s[f + RITUAL_F_TRIBUTES + i])
        if rc < 0:
            return rc
    s[f + RS_F_SUB] = RITUAL_SUB_POSITION
    if free_monster_zone(s, player) < 0 or card_get(s, s[f + RS_F_CHOSEN], CARD_LOCATION) != LOC_HAND:
        return RC_OK
    return request_decision(s, player, DEC_POSITION)


# ---- Coin tosses that destroy (Gatling Dragon) -------------------------------------------------

cdef enum:
    # Frame words past proc/resolve.pxd's for the cards picked so far (RS_F_CHOSEN: how many
    # to pick, the heads).
    COIN_F_PICKS = 7
    MAX_COINS = 3


cdef int32_t coin_destroy_candidates(const int32_t* s, const int32_t* db, int32_t f, int32_t link,
                                     const int32_t* insn, int32_t* out) noexcept nogil:
    # The matching cards not picked yet, ascending.
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t i, j, n = filter_collect(s, db, code_at(db, insn[INSN_B]), (<int16_t*>s)[link + LINK_PLAYER],
                                          (<int16_t*>s)[link + LINK_CARD], cards)
    cdef int32_t k = 0
    cdef bint picked
    for i in range(n):
        picked = False
        for j in range(s[f + RS_F_SUB]):
            picked = picked or s[f + COIN_F_PICKS + j] == cards[i]
        if not picked:
            if out != NULL:
                out[k] = cards[i]
            k += 1
    return k


cdef void destroy_picked(int32_t* s, const int32_t* db, const int32_t* cards, int32_t n) noexcept nogil:
    # Y: to their owners' GYs, all at once.
    cdef int32_t i
    for i in range(n):
        move_to_pile(s, db, cards[i], PILE_GY)


cdef int op_coin_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                         const int32_t* insn) noexcept nogil:
    cdef int32_t cards[CAP_CARDS]
    cdef int32_t i, heads = 0
    cdef int32_t n = coin_destroy_candidates(s, db, f, link, insn, cards)
    for i in range(min(insn[INSN_A], MAX_COINS)):
        heads += <int32_t>rng_below(s + HDR_RNG, 2)  # a coin toss: the buffer's RNG
    if heads >= n:
        destroy_picked(s, db, cards, n)
        return RC_OK
    if heads == 0:
        return RC_OK
    s[f + RS_F_CHOSEN] = heads
    return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)


cdef int resume_coin_destroy(int32_t* s, const int32_t* db, int32_t f, int32_t link,
                             const int32_t* insn) noexcept nogil:
    s[f + COIN_F_PICKS + s[f + RS_F_SUB]] = s[HDR_ACTION] - ACT_SELECT
    s[f + RS_F_SUB] += 1
    if s[f + RS_F_SUB] < s[f + RS_F_CHOSEN]:
        return request_decision(s, (<int16_t*>s)[link + LINK_PLAYER], DEC_CHOOSE)
    destroy_picked(s, db, s + f + COIN_F_PICKS, s[f + RS_F_SUB])
    return RC_OK

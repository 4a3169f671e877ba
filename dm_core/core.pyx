# The Duel Masters rules over the flat state: zones and moves, power and keywords, the turn,
# attacks, the pending-effect queue and the effect interpreter. Rule IDs are rules-dm.md's.
# Everything is noexcept nogil over int32 words; nothing allocates.

from libc.stdint cimport int32_t, uint32_t, uint64_t
from libc.string cimport memmove
from sim_core.rng cimport rng_below, rng_seed, rng_shuffle
from sim_core.stack cimport stack_pop, stack_push
from sim_core.errors cimport ERR_BAD_STATE, ERR_CAPACITY, ERR_ILLEGAL_ACTION, ERR_NO_DECISION, RC_DECIDE, RC_OK
from dm_core.layout cimport *
from dm_core.vocab cimport *

cdef enum:
    # Cards set aside face down as shields, and dealt to hand, at the start (C009).
    START_SHIELDS = 5
    START_HAND = 5
    DEFAULT_TURN_LIMIT = 200
    NO_CARD = -1

# ---- small readers ---------------------------------------------------------------------------

cdef inline int32_t code_of(const int32_t* s, int32_t c) noexcept nogil:
    return s[card_row(c) + CARD_CODE]

cdef inline const int32_t* db_row(const int32_t* db, int32_t code) noexcept nogil:
    return db + DB_HEAD + code * DB_WIDTH

cdef inline int32_t card_db(const int32_t* s, const int32_t* db, int32_t c, int32_t field) noexcept nogil:
    return db_row(db, code_of(s, c))[field]

cdef inline int32_t zone_of(const int32_t* s, int32_t c) noexcept nogil:
    return s[card_row(c) + CARD_ZONE]

cdef inline int32_t count_in(const int32_t* s, int32_t player, int32_t zone) noexcept nogil:
    return s[zone_list(player, zone)]

cdef inline bint is_tapped(const int32_t* s, int32_t c) noexcept nogil:
    return s[card_row(c) + CARD_TAPPED] != 0

cdef inline bint in_battle(const int32_t* s, int32_t c, int32_t gen) noexcept nogil:
    # The same object is still in the battle zone (C114: a moved card is a new one).
    return c >= 0 and zone_of(s, c) == ZONE_BATTLE and s[card_row(c) + CARD_GEN] == gen

cdef inline int32_t opponent(int32_t p) noexcept nogil:
    return 1 - p

cdef inline int32_t top_frame(const int32_t* s) noexcept nogil:
    return frame_at(s[HDR_STACK_TOP] - 1)

cdef inline int32_t push(int32_t* s, int32_t proc, int32_t step) noexcept nogil:
    return stack_push(s, HDR_STACK_TOP, STACK_BASE, CAP_STACK, FRAME_WIDTH, HDR_ERR_ARG, proc, step)

cdef inline void pop(int32_t* s) noexcept nogil:
    stack_pop(s, HDR_STACK_TOP, STACK_BASE, FRAME_WIDTH)

cdef inline int32_t decide(int32_t* s, int32_t kind, int32_t player) noexcept nogil:
    # Stops the driver at a decision of `kind` for `player`.
    s[HDR_DECISION] = kind
    s[HDR_DECIDER] = player
    return RC_DECIDE

cdef inline int32_t take_action(int32_t* s) noexcept nogil:
    # The answer to the decision the current step asked (-1 when it has not asked yet).
    cdef int32_t a = s[HDR_ACTION]
    s[HDR_ACTION] = -1
    return a

# ---- zones (C112) ----------------------------------------------------------------------------

cdef void remove_from_list(int32_t* s, int32_t c) noexcept nogil:
    # Takes c out of its zone list, keeping the order of the rest (decks and shields, C117).
    cdef int32_t z = zone_of(s, c)
    cdef int32_t l, n, i
    if z < 0 or z >= N_ZONES:
        return
    l = zone_list(owner_of(c), z)
    n = s[l]
    for i in range(n):
        if s[l + 1 + i] == c:
            memmove(&s[l + 1 + i], &s[l + 2 + i], (n - 1 - i) * sizeof(int32_t))
            s[l + n] = 0
            s[l] = n - 1
            return

cdef void move_card(int32_t* s, int32_t c, int32_t zone) noexcept nogil:
    # C114: the moved card is a new object: untapped (C053), unflagged, a new generation.
    # Every card moves only among its owner's zones, so a list never overflows (CAP_ZONE).
    cdef int32_t r = card_row(c)
    cdef int32_t l
    remove_from_list(s, c)
    if zone < N_ZONES:
        l = zone_list(owner_of(c), zone)
        s[l + 1 + s[l]] = c
        s[l] += 1
    s[r + CARD_ZONE] = zone
    s[r + CARD_TAPPED] = 0
    s[r + CARD_GEN] += 1
    s[r + CARD_FLAGS] = 0
    if zone == ZONE_BATTLE:
        s[r + CARD_ENTERED] = s[HDR_TURN]

cdef int32_t top_of_deck(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t l = zone_list(player, ZONE_DECK)
    return s[l + s[l]] if s[l] > 0 else NO_CARD

cdef void draw_card(int32_t* s, int32_t player) noexcept nogil:
    # C191: the top card into the hand; an empty deck ends the duel at the next check (C016).
    cdef int32_t c = top_of_deck(s, player)
    if c != NO_CARD:
        move_card(s, c, ZONE_HAND)

cdef void shuffle_deck(int32_t* s, int32_t player) noexcept nogil:
    # C143: the buffer's RNG shuffles, so a copied state shuffles alike.
    cdef int32_t l = zone_list(player, ZONE_DECK)
    rng_shuffle(&s[HDR_RNG], &s[l + 1], s[l])

cdef void end_duel(int32_t* s, int32_t winner, int32_t reason) noexcept nogil:
    # C014: the duel stops at once, even in the middle of an effect.
    s[HDR_STATUS] = STATUS_OVER
    s[HDR_WINNER] = winner
    s[HDR_WIN_REASON] = reason
    s[HDR_DECISION] = DEC_NONE
    s[HDR_DECIDER] = -1

cdef bint check_deck_out(int32_t* s) noexcept nogil:
    # C016, C202 (b): a player whose deck holds 0 cards loses; both at once is a draw.
    cdef bint out0 = count_in(s, 0, ZONE_DECK) == 0
    cdef bint out1 = count_in(s, 1, ZONE_DECK) == 0
    if out0 and out1:
        end_duel(s, DRAW_RESULT, WIN_DECK_OUT)
    elif out0 or out1:
        end_duel(s, 1 if out0 else 0, WIN_DECK_OUT)
    else:
        return False
    return True

# ---- characteristics: keywords and power (C100-C104, C237) --------------------------------

cdef int32_t count_race(const int32_t* s, const int32_t* db, int32_t player, int32_t race, int32_t other_than) noexcept nogil:
    cdef int32_t l = zone_list(player, ZONE_BATTLE)
    cdef int32_t i, c, n = 0
    for i in range(s[l]):
        c = s[l + 1 + i]
        if c != other_than and (race < 0 or card_db(s, db, c, DB_RACE) == race):
            n += 1
    return n

cdef int32_t count_civ(const int32_t* s, const int32_t* db, int32_t player, int32_t zone, int32_t civ) noexcept nogil:
    cdef int32_t l = zone_list(player, zone)
    cdef int32_t i, n = 0
    for i in range(s[l]):
        if card_db(s, db, s[l + 1 + i], DB_CIV) == civ:
            n += 1
    return n

cdef int32_t granted(const int32_t* s, int32_t c, int32_t field) noexcept nogil:
    # The OR (keywords) or sum (Power Attacker) of the grants on this object (C114).
    cdef int32_t i, m, out = 0
    cdef int32_t gen = s[card_row(c) + CARD_GEN]
    if s[HDR_MOD_COUNT] == 0:
        return 0
    for i in range(s[HDR_MOD_COUNT]):
        m = mod_row(i)
        if s[m + M_KIND] == MOD_GRANT and s[m + M_TARGET] == c and s[m + M_GEN] == gen:
            if field == M_KEYWORDS:
                out |= s[m + M_KEYWORDS]
            else:
                out += s[m + M_POWER_ATTACKER]
    return out

cdef int32_t keywords_of(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # Printed keywords plus those granted until end of turn; Tropico's condition (a static).
    cdef const int32_t* row = db_row(db, code_of(s, c))
    cdef int32_t kw = row[DB_KEYWORDS] | granted(s, c, M_KEYWORDS)
    if row[DB_STATIC] == STATIC_UNBLOCKABLE_IF_OTHERS and zone_of(s, c) == ZONE_BATTLE:
        if count_race(s, db, owner_of(c), -1, c) >= row[DB_STATIC_AMOUNT]:
            kw |= KW_UNBLOCKABLE
    return kw

cdef int32_t power_of(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # C237: Power Attacker counts while attacking; C032: power is read as 0 at least.
    cdef const int32_t* row = db_row(db, code_of(s, c))
    cdef int32_t p = row[DB_POWER]
    cdef int32_t kind = row[DB_STATIC]
    cdef bint attacking = s[HDR_ATTACKER] == c
    cdef int32_t me = owner_of(c)
    if kind == STATIC_POWER_IF_RACE or (kind == STATIC_ATTACK_POWER_IF_RACE and attacking):
        if count_race(s, db, me, row[DB_STATIC_ARG], c) > 0:
            p += row[DB_STATIC_AMOUNT]
    elif kind == STATIC_ATTACK_POWER_PER_GRAVEYARD_CIV and attacking:
        p += row[DB_STATIC_AMOUNT] * count_civ(s, db, me, ZONE_GRAVEYARD, row[DB_STATIC_ARG])
    if attacking:
        p += row[DB_POWER_ATTACKER] + granted(s, c, M_POWER_ATTACKER)
    return p if p > 0 else 0

cdef int32_t add_mod(int32_t* s, int32_t kind, int32_t target, int32_t gen, int32_t kw, int32_t pa) noexcept nogil:
    # C101: a continuous effect from a resolution, until end of turn.
    cdef int32_t m
    if s[HDR_MOD_COUNT] >= CAP_MODS:
        s[HDR_ERR_ARG] = CAP_MODS
        return ERR_CAPACITY
    m = mod_row(s[HDR_MOD_COUNT])
    s[m + M_KIND] = kind
    s[m + M_TARGET] = target
    s[m + M_GEN] = gen
    s[m + M_KEYWORDS] = kw
    s[m + M_POWER_ATTACKER] = pa
    s[HDR_MOD_COUNT] += 1
    return RC_OK

cdef bint has_player_mod(const int32_t* s, int32_t kind, int32_t player) noexcept nogil:
    cdef int32_t i
    for i in range(s[HDR_MOD_COUNT]):
        if s[mod_row(i) + M_KIND] == kind and s[mod_row(i) + M_TARGET] == player:
            return True
    return False

cdef void clear_mods(int32_t* s) noexcept nogil:
    # C104: "this turn" and "until end of turn" effects end with the turn.
    cdef int32_t i
    for i in range(s[HDR_MOD_COUNT] * MOD_WIDTH):
        s[MOD_BASE + i] = 0
    s[HDR_MOD_COUNT] = 0

# ---- the pending-effect queue (C023, C085, C087) -----------------------------------------

cdef int32_t queue_effect(int32_t* s, int32_t controller, int32_t source, int32_t pc) noexcept nogil:
    cdef int32_t q
    if pc < 0:
        return RC_OK
    if s[HDR_QUEUE_COUNT] >= CAP_QUEUE:
        s[HDR_ERR_ARG] = CAP_QUEUE
        return ERR_CAPACITY
    q = queue_row(s[HDR_QUEUE_COUNT])
    s[q + Q_CONTROLLER] = controller
    s[q + Q_SOURCE] = source
    s[q + Q_GEN] = s[card_row(source) + CARD_GEN]
    s[q + Q_PC] = pc
    s[HDR_QUEUE_COUNT] += 1
    return RC_OK

cdef void unqueue(int32_t* s, int32_t i) noexcept nogil:
    cdef int32_t n = s[HDR_QUEUE_COUNT]
    memmove(&s[queue_row(i)], &s[queue_row(i + 1)], (n - 1 - i) * QUEUE_WIDTH * sizeof(int32_t))
    for i in range(QUEUE_WIDTH):
        s[queue_row(n - 1) + i] = 0
    s[HDR_QUEUE_COUNT] = n - 1

cdef int32_t queue_owner_next(const int32_t* s) noexcept nogil:
    # C023: the turn player's effects first, then the other player's.
    cdef int32_t i, tp = s[HDR_TURN_PLAYER]
    for i in range(s[HDR_QUEUE_COUNT]):
        if s[queue_row(i) + Q_CONTROLLER] == tp:
            return tp
    return opponent(tp)

cdef int32_t queue_count_of(const int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t i, n = 0
    for i in range(s[HDR_QUEUE_COUNT]):
        if s[queue_row(i) + Q_CONTROLLER] == player:
            n += 1
    return n

cdef int32_t start_script(int32_t* s, int32_t pc, int32_t source, int32_t gen, int32_t controller) noexcept nogil:
    cdef int32_t f = push(s, PROC_SCRIPT, 0)
    if f < 0:
        return f
    s[f + FS_PC] = pc
    s[f + FS_SOURCE] = source
    s[f + FS_GEN] = gen
    s[f + FS_CONTROLLER] = controller
    return RC_OK

cdef int32_t step_queue(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C023: the player whose effects go first orders them (DEC_ORDER when they have two or more).
    cdef int32_t a, i, q, who
    if s[HDR_QUEUE_COUNT] == 0:
        pop(s)
        return RC_OK
    who = queue_owner_next(s)
    a = take_action(s)
    if a < 0:
        if queue_count_of(s, who) > 1:
            return decide(s, DEC_ORDER, who)
        for i in range(s[HDR_QUEUE_COUNT]):
            if s[queue_row(i) + Q_CONTROLLER] == who:
                a = ACT_ORDER + i
                break
    i = a - ACT_ORDER
    q = queue_row(i)
    a = start_script(s, s[q + Q_PC], s[q + Q_SOURCE], s[q + Q_GEN], s[q + Q_CONTROLLER])
    unqueue(s, i)
    return a

cdef int32_t resolve_queue(int32_t* s) noexcept nogil:
    # Runs the queue next (a new PROC_QUEUE frame) when anything waits in it.
    cdef int32_t f
    if s[HDR_QUEUE_COUNT] == 0:
        return RC_OK
    f = push(s, PROC_QUEUE, 0)
    return f if f < 0 else RC_OK

# ---- destroying (C192) and replacement (C105, C106) ---------------------------------------

cdef void destroy(int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # C105: "if it would be destroyed, ... instead": the destruction never happens (C106).
    cdef int32_t replace = card_db(s, db, c, DB_REPLACE)
    if replace == REPLACE_TO_HAND:
        move_card(s, c, ZONE_HAND)
    elif replace == REPLACE_TO_MANA:
        move_card(s, c, ZONE_MANA)
    else:
        move_card(s, c, ZONE_GRAVEYARD)

# ---- mana (C043-C047) ------------------------------------------------------------------------

cdef int32_t untapped_mana(const int32_t* s, const int32_t* db, int32_t player, int32_t civ) noexcept nogil:
    # Untapped mana cards of `player`, of civilization `civ` only when civ >= 0.
    cdef int32_t l = zone_list(player, ZONE_MANA)
    cdef int32_t i, c, n = 0
    for i in range(s[l]):
        c = s[l + 1 + i]
        if not is_tapped(s, c) and (civ < 0 or card_db(s, db, c, DB_CIV) == civ):
            n += 1
    return n

cdef bint can_pay(const int32_t* s, const int32_t* db, int32_t player, int32_t c) noexcept nogil:
    # C044: one mana of the card's civilization, and as many untapped mana cards as its cost.
    return (untapped_mana(s, db, player, -1) >= card_db(s, db, c, DB_COST)
            and untapped_mana(s, db, player, card_db(s, db, c, DB_CIV)) > 0)

cdef bint pay_choice_ok(const int32_t* s, const int32_t* db, int32_t f, int32_t m) noexcept nogil:
    # Tapping mana card m keeps the payment completable (C044): the civilization is paid, or m
    # pays it, or a later tap still can (an untapped card of the civilization stays, as m is not one).
    return (s[f + FP_CIV_PAID] != 0 or s[f + FP_LEFT] > 1
            or card_db(s, db, m, DB_CIV) == card_db(s, db, s[f + FP_CARD], DB_CIV))

cdef int32_t start_payment(int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # C057: the declared card becomes pending, then its cost is paid by tapping mana cards one at
    # a time (the player's choice, C044); it is summoned or cast once the cost is paid.
    cdef int32_t f, cost = card_db(s, db, c, DB_COST)
    move_card(s, c, ZONE_PENDING)
    f = push(s, PROC_PAY, 0)
    if f < 0:
        return f
    s[f + FP_CARD] = c
    s[f + FP_LEFT] = cost if cost > 1 else 1  # C045: the civilization is paid even below cost 1
    return RC_OK

# ---- playing cards (C057, C205, C206) --------------------------------------------------

cdef int32_t put_into_battle(int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # C094: entering the battle zone triggers "when put into the battle zone".
    move_card(s, c, ZONE_BATTLE)
    return queue_effect(s, owner_of(c), c, card_db(s, db, c, DB_ON_ENTER))

cdef int32_t play_card(int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # A creature is summoned into the battle zone; a spell is pending while it resolves (C127),
    # then goes to the graveyard (C206).
    cdef int32_t f, rc
    if card_db(s, db, c, DB_TYPE) == TYPE_CREATURE:
        rc = put_into_battle(s, db, c)
        return rc if rc < 0 else resolve_queue(s)
    move_card(s, c, ZONE_PENDING)
    f = push(s, PROC_CAST, 0)
    if f < 0:
        return f
    s[f + FC_CARD] = c
    s[f + FC_PLAYER] = owner_of(c)
    return RC_OK

cdef inline bint using_shield_triggers(const int32_t* s, int32_t f) noexcept nogil:
    # The frame under f is an attack using its declared Shield Triggers (A_USE).
    return f > STACK_BASE and s[f - FRAME_WIDTH + FRAME_PROC] == PROC_ATTACK and s[f - FRAME_WIDTH + FRAME_STEP] == A_USE

cdef int32_t step_pay(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C046, C047: one mana card per answer until the cost is paid, then the card is played.
    cdef int32_t c = s[f + FP_CARD]
    cdef int32_t a, m
    if s[f + FP_LEFT] <= 0:
        pop(s)
        return play_card(s, db, c)
    a = take_action(s)
    if a < 0:
        return decide(s, DEC_PAY, owner_of(c))
    m = a - ACT_CARD
    s[card_row(m) + CARD_TAPPED] = 1
    s[f + FP_LEFT] -= 1
    if card_db(s, db, m, DB_CIV) == card_db(s, db, c, DB_CIV):
        s[f + FP_CIV_PAID] = 1
    return RC_OK

cdef int32_t step_cast(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t c = s[f + FC_CARD]
    cdef int32_t step = s[f + FRAME_STEP]
    if step == 0:
        s[f + FRAME_STEP] = 1
        return start_script(s, card_db(s, db, c, DB_ON_CAST), c, s[card_row(c) + CARD_GEN], s[f + FC_PLAYER])
    if step == 1:
        move_card(s, c, ZONE_GRAVEYARD)
        s[f + FRAME_STEP] = 2
        if using_shield_triggers(s, f):
            return RC_OK  # C023, C184: pending effects wait until every declared trigger is used
        return resolve_queue(s)
    pop(s)
    return RC_OK

# ---- the effect interpreter ---------------------------------------------------------------

cdef bint matches(const int32_t* s, const int32_t* db, const int32_t* ins, int32_t f, int32_t c) noexcept nogil:
    # Whether card c may be picked by the instruction `ins` of the script in frame f.
    cdef int32_t ctrl = s[f + FS_CONTROLLER]
    cdef int32_t side = ins[I_SIDE]
    cdef int32_t flt = ins[I_FILTER]
    cdef const int32_t* row
    if s[card_row(c) + CARD_CODE] < 0 or zone_of(s, c) != ins[I_ZONE]:
        return False
    if s[card_row(c) + CARD_FLAGS] & CF_PICKED:
        return False
    if (side == SIDE_OWN and owner_of(c) != ctrl) or (side == SIDE_OPPONENT and owner_of(c) == ctrl):
        return False
    row = db_row(db, code_of(s, c))
    if (flt & F_CREATURE) and row[DB_TYPE] != TYPE_CREATURE:
        return False
    if (flt & F_SPELL) and row[DB_TYPE] != TYPE_SPELL:
        return False
    if (flt & F_UNTAPPED) and is_tapped(s, c):
        return False
    if (flt & F_POWER_LE) and power_of(s, db, c) > ins[I_PARAM]:
        return False
    if (flt & F_RACE) and row[DB_RACE] != ins[I_PARAM]:
        return False
    if (flt & F_BLOCKER) and not (keywords_of(s, db, c) & KW_BLOCKER):
        return False
    if (flt & F_OTHER) and c == s[f + FS_SOURCE]:
        return False
    if (flt & F_SOURCE) and (c != s[f + FS_SOURCE] or s[card_row(c) + CARD_GEN] != s[f + FS_GEN]):
        return False
    return True

cdef int32_t candidates(const int32_t* s, const int32_t* db, const int32_t* ins, int32_t f, int32_t* out) noexcept nogil:
    # The matching cards, ascending by id (out may be NULL to count only).
    cdef int32_t c, n = 0
    for c in range(CAP_CARDS):
        if matches(s, db, ins, f, c):
            if out != NULL:
                out[n] = c
            n += 1
    return n

cdef int32_t do_to(int32_t* s, const int32_t* db, const int32_t* ins, int32_t c) noexcept nogil:
    # One DO_* on one picked card.
    cdef int32_t what = ins[I_DO]
    if what == DO_DESTROY:
        destroy(s, db, c)
    elif what == DO_TAP:
        s[card_row(c) + CARD_TAPPED] = 1
    elif what == DO_UNTAP:
        s[card_row(c) + CARD_TAPPED] = 0
    elif what == DO_TO_HAND:
        move_card(s, c, ZONE_HAND)
    elif what == DO_TO_MANA:
        move_card(s, c, ZONE_MANA)
    elif what == DO_TO_GRAVEYARD:
        move_card(s, c, ZONE_GRAVEYARD)
    elif what == DO_GRANT:
        s[card_row(c) + CARD_FLAGS] |= CF_PICKED  # granted once per instruction
        return add_mod(s, MOD_GRANT, c, s[card_row(c) + CARD_GEN], ins[I_GRANT], ins[I_GRANT_POWER])
    return RC_OK

cdef int32_t do_to_all(int32_t* s, const int32_t* db, const int32_t* ins, int32_t f) noexcept nogil:
    # C115: the matching cards are found first, then all of them are acted on.
    cdef int32_t picked[CAP_CARDS]
    cdef int32_t i, rc, n = candidates(s, db, ins, f, picked)
    for i in range(n):
        rc = do_to(s, db, ins, picked[i])
        if rc < 0:
            return rc
    return RC_OK

cdef void next_instruction(int32_t* s, int32_t f, int32_t skip) noexcept nogil:
    # Leaves the current instruction: unmarks the picked cards and moves the program counter.
    cdef int32_t c
    for c in range(CAP_CARDS):
        s[card_row(c) + CARD_FLAGS] &= ~CF_PICKED
    s[f + FS_PC] += (1 + skip) * OP_WIDTH
    s[f + FS_PICKED] = 0
    s[f + FS_YES] = 0

cdef int32_t chooser_of(const int32_t* s, const int32_t* ins, int32_t f) noexcept nogil:
    return s[f + FS_CONTROLLER] if ins[I_CHOOSER] == CHOOSER_CONTROLLER else opponent(s[f + FS_CONTROLLER])

cdef int32_t step_select(int32_t* s, const int32_t* db, const int32_t* ins, int32_t f) noexcept nogil:
    # C139: as many as possible up to the count; C059: no card twice; C137: random is random.
    cdef int32_t picked[CAP_CARDS]
    cdef int32_t a, n, rc, mode = ins[I_MODE]
    if mode == MODE_ALL:
        rc = do_to_all(s, db, ins, f)
        next_instruction(s, f, 0)
        return rc
    if mode == MODE_MAY_ALL:
        a = take_action(s)
        if a < 0:
            if candidates(s, db, ins, f, NULL) == 0:
                next_instruction(s, f, 0)
                return RC_OK
            return decide(s, DEC_YESNO, s[f + FS_CONTROLLER])
        rc = do_to_all(s, db, ins, f) if a == ACT_YES else RC_OK
        next_instruction(s, f, 0)
        return rc
    n = candidates(s, db, ins, f, picked)
    if s[f + FS_PICKED] >= ins[I_COUNT] or n == 0:
        next_instruction(s, f, 0)
        return RC_OK
    if mode == MODE_RANDOM:
        a = ACT_CARD + picked[rng_below(&s[HDR_RNG], <uint32_t>n)]
    else:
        a = take_action(s)
        if a < 0:
            return decide(s, DEC_CHOOSE, chooser_of(s, ins, f))
        if a == ACT_PASS:
            next_instruction(s, f, 0)
            return RC_OK
    s[f + FS_PICKED] += 1
    s[card_row(a - ACT_CARD) + CARD_FLAGS] |= CF_PICKED
    return do_to(s, db, ins, a - ACT_CARD)

cdef int32_t step_draw(int32_t* s, const int32_t* ins, int32_t f) noexcept nogil:
    # C191: one card at a time; "up to N" asks before each card.
    cdef int32_t me = s[f + FS_CONTROLLER]
    cdef int32_t a
    if s[f + FS_PICKED] >= ins[I_COUNT] or count_in(s, me, ZONE_DECK) == 0:
        next_instruction(s, f, 0)
        return RC_OK
    if ins[I_MODE] == MODE_UP_TO:
        a = take_action(s)
        if a < 0:
            return decide(s, DEC_YESNO, me)
        if a == ACT_PASS:
            next_instruction(s, f, 0)
            return RC_OK
    draw_card(s, me)
    s[f + FS_PICKED] += 1
    return RC_OK

cdef int32_t step_script(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C024: an effect runs to completion, one instruction at a time (a choice suspends it).
    cdef const int32_t* ins = db + s[f + FS_PC]
    cdef int32_t me = s[f + FS_CONTROLLER]
    cdef int32_t i, n, op = ins[I_OP]
    if op == OP_END:
        pop(s)
        return RC_OK
    if op == OP_SELECT:
        return step_select(s, db, ins, f)
    if op == OP_DRAW:
        return step_draw(s, ins, f)
    if op == OP_DECK_TO_MANA:
        for i in range(ins[I_COUNT]):
            if count_in(s, me, ZONE_DECK) > 0:
                move_card(s, top_of_deck(s, me), ZONE_MANA)
    elif op == OP_SHUFFLE:
        shuffle_deck(s, me)
    elif op == OP_SKIP_IF_FEWER or op == OP_SKIP_IF_AT_LEAST:
        n = candidates(s, db, ins, f, NULL)
        if (n < ins[I_COUNT]) == (op == OP_SKIP_IF_FEWER):
            next_instruction(s, f, ins[I_DO])
            return RC_OK
    elif op == OP_PLAYER_MOD:
        n = add_mod(s, ins[I_GRANT], me, 0, 0, 0)
        if n < 0:
            return n
    else:
        s[HDR_ERR_ARG] = op
        return ERR_BAD_STATE
    next_instruction(s, f, 0)
    return RC_OK

# ---- attacks (C153-C176) ---------------------------------------------------------------------

cdef bint can_attack(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    # C157: untapped, in the battle zone since the start of the turn, allowed to attack.
    return (zone_of(s, c) == ZONE_BATTLE and owner_of(c) == s[HDR_TURN_PLAYER] and not is_tapped(s, c)
            and s[card_row(c) + CARD_ENTERED] != s[HDR_TURN]
            and not (keywords_of(s, db, c) & KW_CANNOT_ATTACK))

cdef bint can_attack_creature(const int32_t* s, const int32_t* db, int32_t c, int32_t t) noexcept nogil:
    # C158: a tapped opposing creature, or an untapped one by a keyword or a spell.
    if zone_of(s, t) != ZONE_BATTLE or owner_of(t) == owner_of(c):
        return False
    return (is_tapped(s, t) or (keywords_of(s, db, c) & KW_ATTACKS_UNTAPPED) != 0
            or (keywords_of(s, db, t) & KW_ATTACKABLE_UNTAPPED) != 0)

cdef bint can_attack_player(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    return not (keywords_of(s, db, c) & KW_CANNOT_ATTACK_PLAYERS)

cdef bint has_any_attack(const int32_t* s, const int32_t* db, int32_t c) noexcept nogil:
    cdef int32_t l, i
    if not can_attack(s, db, c):
        return False
    if can_attack_player(s, db, c):
        return True
    l = zone_list(opponent(owner_of(c)), ZONE_BATTLE)
    for i in range(s[l]):
        if can_attack_creature(s, db, c, s[l + 1 + i]):
            return True
    return False

cdef bint can_block(const int32_t* s, const int32_t* db, int32_t b, int32_t attacker, int32_t target) noexcept nogil:
    # C163, C235: an untapped Blocker, not the attacked creature, against a blockable attacker.
    cdef int32_t kw = keywords_of(s, db, attacker)
    cdef int32_t cap = card_db(s, db, attacker, DB_UNBLOCKABLE_LE)
    if zone_of(s, b) != ZONE_BATTLE or owner_of(b) == owner_of(attacker) or is_tapped(s, b) or b == target:
        return False
    if not (keywords_of(s, db, b) & KW_BLOCKER) or (kw & KW_UNBLOCKABLE):
        return False
    return cap == 0 or power_of(s, db, b) > cap

cdef int32_t declare_attack(int32_t* s, int32_t attacker, int32_t target) noexcept nogil:
    # C159: declaring the attack taps the attacker.
    cdef int32_t f = push(s, PROC_ATTACK, A_DECLARE)
    if f < 0:
        return f
    s[f + FA_ATTACKER] = attacker
    s[f + FA_ATTACKER_GEN] = s[card_row(attacker) + CARD_GEN]
    s[f + FA_TARGET] = target
    s[f + FA_TARGET_GEN] = s[card_row(target) + CARD_GEN] if target >= 0 else 0
    s[card_row(attacker) + CARD_TAPPED] = 1
    s[HDR_ATTACKER] = attacker
    return RC_OK

cdef int32_t attack_block(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C163: the defender may block with one Blocker, which taps (X5) and becomes the target.
    cdef int32_t att = s[f + FA_ATTACKER]
    cdef int32_t defender = opponent(owner_of(att))
    cdef int32_t a = take_action(s)
    cdef int32_t b, l, i
    if a < 0:
        l = zone_list(defender, ZONE_BATTLE)
        for i in range(s[l]):
            if can_block(s, db, s[l + 1 + i], att, s[f + FA_TARGET]):
                return decide(s, DEC_BLOCK, defender)
        a = ACT_PASS
    s[f + FRAME_STEP] = A_BATTLE if s[f + FA_TARGET] >= 0 else A_BREAK
    if a == ACT_PASS:
        return RC_OK
    b = a - ACT_CARD
    s[card_row(b) + CARD_TAPPED] = 1
    s[f + FA_TARGET] = b
    s[f + FA_TARGET_GEN] = s[card_row(b) + CARD_GEN]
    s[f + FRAME_STEP] = A_BATTLE
    if has_player_mod(s, MOD_BLOCKED_SLAYER, owner_of(att)):  # Creeping Plague
        return add_mod(s, MOD_GRANT, att, s[card_row(att) + CARD_GEN], KW_SLAYER, 0)
    return RC_OK

cdef int32_t attack_battle(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C170: higher power wins, a tie destroys both; C238 Slayer destroys what it lost to;
    # the winner's "wins the battle" effect is queued.
    cdef int32_t att = s[f + FA_ATTACKER]
    cdef int32_t d = s[f + FA_TARGET]
    cdef int32_t pa, pd, rc = RC_OK
    cdef bint att_loses, d_loses
    s[f + FRAME_STEP] = A_RESOLVE
    if not in_battle(s, att, s[f + FA_ATTACKER_GEN]) or not in_battle(s, d, s[f + FA_TARGET_GEN]):
        return RC_OK  # C168: a creature that left is no longer in the battle
    pa = power_of(s, db, att)
    pd = power_of(s, db, d)
    att_loses = pa <= pd or (keywords_of(s, db, d) & KW_SLAYER and pd < pa)
    d_loses = pd <= pa or (keywords_of(s, db, att) & KW_SLAYER and pa < pd)
    if not att_loses:
        rc = queue_effect(s, owner_of(att), att, card_db(s, db, att, DB_ON_WIN_BATTLE))
    if not d_loses and rc >= 0:
        rc = queue_effect(s, owner_of(d), d, card_db(s, db, d, DB_ON_WIN_BATTLE))
    if att_loses:
        destroy(s, db, att)
    if d_loses:
        destroy(s, db, d)
    return rc

cdef int32_t attack_break(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C172-C175: a direct attack on no shields wins; else the attacker picks 1 (2 for a Double
    # Breaker) shields, which go to hand together; Shield Triggers among them may be used.
    cdef int32_t att = s[f + FA_ATTACKER]
    cdef int32_t defender = opponent(owner_of(att))
    cdef int32_t l = zone_list(defender, ZONE_SHIELD)
    cdef int32_t a, i, c, n
    cdef int32_t broken[CAP_ZONE]
    if s[f + FA_PICKED] == 0 and s[f + FA_BREAKS] == 0:
        if not in_battle(s, att, s[f + FA_ATTACKER_GEN]):
            s[f + FRAME_STEP] = A_END  # C168
            return RC_OK
        if s[l] == 0:
            end_duel(s, owner_of(att), WIN_DIRECT_ATTACK)  # C015
            return RC_OK
        s[f + FA_BREAKS] = 2 if keywords_of(s, db, att) & KW_DOUBLE_BREAKER else 1
        if s[l] <= s[f + FA_BREAKS]:
            for i in range(s[l]):
                s[card_row(s[l + 1 + i]) + CARD_FLAGS] |= CF_PICKED
            s[f + FA_PICKED] = s[f + FA_BREAKS]
    if s[f + FA_PICKED] < s[f + FA_BREAKS]:
        a = take_action(s)
        if a < 0:
            return decide(s, DEC_SHIELD, owner_of(att))
        s[card_row(a - ACT_CARD) + CARD_FLAGS] |= CF_PICKED
        s[f + FA_PICKED] += 1
        return RC_OK
    n = 0
    for i in range(s[l]):
        c = s[l + 1 + i]
        if s[card_row(c) + CARD_FLAGS] & CF_PICKED:
            broken[n] = c
            n += 1
    for i in range(n):
        move_card(s, broken[i], ZONE_HAND)
        if card_db(s, db, broken[i], DB_KEYWORDS) & KW_SHIELD_TRIGGER:
            s[card_row(broken[i]) + CARD_FLAGS] |= CF_TRIGGER
    s[f + FRAME_STEP] = A_TRIGGERS
    return RC_OK

cdef void clear_trigger_flags(int32_t* s, int32_t player) noexcept nogil:
    cdef int32_t l = zone_list(player, ZONE_HAND)
    cdef int32_t i
    for i in range(s[l]):
        s[card_row(s[l + 1 + i]) + CARD_FLAGS] &= ~CF_TRIGGER

cdef int32_t attack_triggers(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C175.1, C184: the owner first declares which broken Shield Triggers they use, one card at
    # a time (PASS stops declaring; the rest are kept in hand).
    cdef int32_t defender = opponent(owner_of(s[f + FA_ATTACKER]))
    cdef int32_t l = zone_list(defender, ZONE_HAND)
    cdef int32_t a = take_action(s)
    cdef int32_t i, c
    if a < 0:
        for i in range(s[l]):
            if s[card_row(s[l + 1 + i]) + CARD_FLAGS] & CF_TRIGGER:
                return decide(s, DEC_TRIGGER, defender)
        a = ACT_PASS
    if a == ACT_PASS:
        clear_trigger_flags(s, defender)
        s[f + FRAME_STEP] = A_USE
        return RC_OK
    c = a - ACT_CARD
    s[card_row(c) + CARD_FLAGS] = (s[card_row(c) + CARD_FLAGS] & ~CF_TRIGGER) | CF_DECLARED
    return RC_OK

cdef int32_t attack_use_triggers(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    # C175.4, C184: then the declared Shield Triggers are used one by one, free of cost, in the
    # order the owner picks. A creature's "when put into the battle zone" effect is a normal
    # pending effect (C184, C023): it waits in the queue until every declared trigger is used.
    cdef int32_t defender = opponent(owner_of(s[f + FA_ATTACKER]))
    cdef int32_t l = zone_list(defender, ZONE_HAND)
    cdef int32_t a = take_action(s)
    cdef int32_t i, c, n = 0
    if a < 0:
        for i in range(s[l]):
            if s[card_row(s[l + 1 + i]) + CARD_FLAGS] & CF_DECLARED:
                n += 1
                a = ACT_CARD + s[l + 1 + i]
        if n == 0:
            s[f + FRAME_STEP] = A_RESOLVE
            return RC_OK
        if n > 1:
            return decide(s, DEC_TRIGGER_ORDER, defender)
    c = a - ACT_CARD
    s[card_row(c) + CARD_FLAGS] &= ~CF_DECLARED
    if card_db(s, db, c, DB_TYPE) == TYPE_CREATURE:
        return put_into_battle(s, db, c)
    return play_card(s, db, c)

cdef int32_t step_attack(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t step = s[f + FRAME_STEP]
    if step == A_DECLARE:
        s[f + FRAME_STEP] = A_BLOCK
        if not in_battle(s, s[f + FA_ATTACKER], s[f + FA_ATTACKER_GEN]):
            s[f + FRAME_STEP] = A_END
        return RC_OK
    if step == A_BLOCK:
        return attack_block(s, db, f)
    if step == A_BATTLE:
        return attack_battle(s, db, f)
    if step == A_BREAK:
        return attack_break(s, db, f)
    if step == A_TRIGGERS:
        return attack_triggers(s, db, f)
    if step == A_USE:
        return attack_use_triggers(s, db, f)
    if step == A_RESOLVE:
        s[f + FRAME_STEP] = A_END
        return resolve_queue(s)
    # C176: the attack ends; nothing is "attacking" any more.
    s[HDR_ATTACKER] = NO_CARD
    pop(s)
    return RC_OK

# ---- the turn (C145-C154) --------------------------------------------------------------------

cdef void untap_zone(int32_t* s, int32_t player, int32_t zone) noexcept nogil:
    cdef int32_t l = zone_list(player, zone)
    cdef int32_t i
    for i in range(s[l]):
        s[card_row(s[l + 1 + i]) + CARD_TAPPED] = 0

cdef void untap_all(int32_t* s, int32_t player) noexcept nogil:
    # C147: the turn player's creatures and mana untap together.
    untap_zone(s, player, ZONE_MANA)
    untap_zone(s, player, ZONE_BATTLE)


cdef int32_t queue_end_of_turn(int32_t* s, const int32_t* db, int32_t player) noexcept nogil:
    # C154: "at the end of your turn" abilities of the turn player's creatures.
    cdef int32_t l = zone_list(player, ZONE_BATTLE)
    cdef int32_t i, c, rc
    for i in range(s[l]):
        c = s[l + 1 + i]
        rc = queue_effect(s, player, c, card_db(s, db, c, DB_ON_END_OF_TURN))
        if rc < 0:
            return rc
    return resolve_queue(s)

cdef bint must_attack(const int32_t* s, const int32_t* db) noexcept nogil:
    # C160: a creature that "attacks each turn if able" and can attack keeps the step open.
    cdef int32_t l = zone_list(s[HDR_TURN_PLAYER], ZONE_BATTLE)
    cdef int32_t i, c
    for i in range(s[l]):
        c = s[l + 1 + i]
        if keywords_of(s, db, c) & KW_ATTACKS_EACH_TURN and has_any_attack(s, db, c):
            return True
    return False

cdef int32_t turn_attack(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t tp = s[HDR_TURN_PLAYER]
    cdef int32_t a = take_action(s)
    cdef int32_t att, t
    if a < 0:
        return decide(s, DEC_ATTACK, tp)
    if a == ACT_PASS:
        s[f + FRAME_STEP] = T_END
        return RC_OK
    if a < ACT_ATTACK_CREATURE:
        return declare_attack(s, tp * CAP_PER_PLAYER + a - ACT_ATTACK_PLAYER, -1)
    att = tp * CAP_PER_PLAYER + (a - ACT_ATTACK_CREATURE) // CAP_PER_PLAYER
    t = opponent(tp) * CAP_PER_PLAYER + (a - ACT_ATTACK_CREATURE) % CAP_PER_PLAYER
    return declare_attack(s, att, t)

cdef int32_t step_turn(int32_t* s, const int32_t* db, int32_t f) noexcept nogil:
    cdef int32_t tp = s[HDR_TURN_PLAYER]
    cdef int32_t step = s[f + FRAME_STEP]
    cdef int32_t a
    if step == T_START:
        untap_all(s, tp)
        s[f + FRAME_STEP] = T_DRAW
    elif step == T_DRAW:
        if s[HDR_TURN] != 1:  # C011: the first player skips their first draw
            draw_card(s, tp)
        s[f + FRAME_STEP] = T_CHARGE
    elif step == T_CHARGE:
        a = take_action(s)
        if a < 0:
            return decide(s, DEC_CHARGE, tp)
        if a != ACT_PASS:
            move_card(s, a - ACT_CARD, ZONE_MANA)  # C052
        s[f + FRAME_STEP] = T_MAIN
    elif step == T_MAIN:
        a = take_action(s)
        if a < 0:
            return decide(s, DEC_MAIN, tp)
        if a == ACT_PASS:
            s[f + FRAME_STEP] = T_ATTACK
            return RC_OK
        return start_payment(s, db, a - ACT_CARD)
    elif step == T_ATTACK:
        return turn_attack(s, db, f)
    elif step == T_END:
        s[f + FRAME_STEP] = T_CLEANUP
        return queue_end_of_turn(s, db, tp)
    else:
        clear_mods(s)
        if s[HDR_TURN] >= s[HDR_TURN_LIMIT]:
            end_duel(s, DRAW_RESULT, WIN_TURN_LIMIT)
            return RC_OK
        s[HDR_TURN] += 1
        s[HDR_TURN_PLAYER] = opponent(tp)
        s[f + FRAME_STEP] = T_START
    return RC_OK

# ---- the driver ----------------------------------------------------------------------------

cdef int32_t dispatch(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t f, proc
    if s[HDR_STACK_TOP] <= 0:
        s[HDR_ERR_ARG] = s[HDR_STACK_TOP]
        return ERR_BAD_STATE
    f = top_frame(s)
    proc = s[f + FRAME_PROC]
    if proc == PROC_TURN:
        return step_turn(s, db, f)
    if proc == PROC_ATTACK:
        return step_attack(s, db, f)
    if proc == PROC_CAST:
        return step_cast(s, db, f)
    if proc == PROC_QUEUE:
        return step_queue(s, db, f)
    if proc == PROC_SCRIPT:
        return step_script(s, db, f)
    if proc == PROC_PAY:
        return step_pay(s, db, f)
    s[HDR_ERR_ARG] = proc
    return ERR_BAD_STATE

cdef int32_t run_into(int32_t* s, const int32_t* db, int32_t* buf, int32_t* n_legal) noexcept nogil:
    # Runs until a player must decide or the duel is over, leaving the decision's legal actions
    # in buf (their number in n_legal); a decision with one legal action is taken at once when
    # HDR_AUTO is set.
    cdef int32_t rc, n
    n_legal[0] = 0
    s[HDR_STATUS] = STATUS_RUNNING
    while True:
        if check_deck_out(s):  # C202: state-based actions come first
            return RC_OK
        rc = dispatch(s, db)
        s[HDR_ACTION] = -1  # an answer is for the step that asked; never for a later one
        if s[HDR_STATUS] == STATUS_OVER:
            return RC_OK
        if rc < 0:
            return rc
        if rc == RC_DECIDE:
            n = legal_actions(s, db, buf)
            if s[HDR_AUTO] and n == 1:
                s[HDR_ACTION] = buf[0]
                continue
            n_legal[0] = n
            s[HDR_STATUS] = STATUS_DECISION
            return RC_DECIDE

cdef int32_t run(int32_t* s, const int32_t* db) noexcept nogil:
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t n
    return run_into(s, db, buf, &n)

cdef int32_t start_duel(int32_t* s, const int32_t* db, uint64_t seed) noexcept nogil:
    # C007, C009, C011: shuffle, 5 shields from the top, 5 cards to hand; the first player's
    # first turn has no draw. The decks are already in the deck lists.
    cdef int32_t p, i, f
    rng_seed(&s[HDR_RNG], seed)
    for p in range(N_PLAYERS):
        shuffle_deck(s, p)
        for i in range(START_SHIELDS):
            move_card(s, top_of_deck(s, p), ZONE_SHIELD)
        for i in range(START_HAND):
            draw_card(s, p)
    s[HDR_TURN] = 1
    s[HDR_TURN_PLAYER] = s[HDR_FIRST_PLAYER]
    s[HDR_ATTACKER] = NO_CARD
    s[HDR_ACTION] = -1
    s[HDR_WINNER] = -1
    if s[HDR_TURN_LIMIT] <= 0:
        s[HDR_TURN_LIMIT] = DEFAULT_TURN_LIMIT
    f = push(s, PROC_TURN, T_START)
    if f < 0:
        return f
    return run(s, db)

# ---- legal actions -------------------------------------------------------------------------

cdef int32_t sorted_zone(const int32_t* s, int32_t player, int32_t zone, int32_t* out) noexcept nogil:
    # A zone's card ids in ascending order (action codes come out sorted).
    cdef int32_t l = zone_list(player, zone)
    cdef int32_t n = s[l]
    cdef int32_t i, j, c
    for i in range(n):
        c = s[l + 1 + i]
        j = i
        while j > 0 and out[j - 1] > c:
            out[j] = out[j - 1]
            j -= 1
        out[j] = c
    return n

cdef int32_t legal_attacks(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # C157, C158: each able attacker against the player, then against each attackable creature.
    cdef int32_t tp = s[HDR_TURN_PLAYER]
    cdef int32_t mine[CAP_ZONE]
    cdef int32_t theirs[CAP_ZONE]
    cdef int32_t their_kw[CAP_ZONE]
    cdef int32_t n_mine = sorted_zone(s, tp, ZONE_BATTLE, mine)
    cdef int32_t n_theirs = sorted_zone(s, opponent(tp), ZONE_BATTLE, theirs)
    cdef int32_t n = 0
    cdef int32_t i, j, c, t, kw
    if not must_attack(s, db):
        out[n] = ACT_PASS
        n += 1
    for i in range(n_mine):
        c = mine[i]
        if can_attack(s, db, c) and can_attack_player(s, db, c):
            out[n] = ACT_ATTACK_PLAYER + c - tp * CAP_PER_PLAYER
            n += 1
    for j in range(n_theirs):
        their_kw[j] = keywords_of(s, db, theirs[j])
    for i in range(n_mine):
        c = mine[i]
        if not can_attack(s, db, c):
            continue
        kw = keywords_of(s, db, c)
        for j in range(n_theirs):
            t = theirs[j]
            if is_tapped(s, t) or kw & KW_ATTACKS_UNTAPPED or their_kw[j] & KW_ATTACKABLE_UNTAPPED:
                out[n] = (ACT_ATTACK_CREATURE + (c - tp * CAP_PER_PLAYER) * CAP_PER_PLAYER
                          + t - opponent(tp) * CAP_PER_PLAYER)
                n += 1
    return n

cdef int32_t legal_choices(const int32_t* s, const int32_t* db, int32_t f, int32_t* out) noexcept nogil:
    # DEC_CHOOSE: the instruction's candidates; stopping is allowed for MODE_UP_TO.
    cdef const int32_t* ins = db + s[f + FS_PC]
    cdef int32_t picked[CAP_CARDS]
    cdef int32_t i, n = 0, k = candidates(s, db, ins, f, picked)
    if ins[I_MODE] == MODE_UP_TO:
        out[n] = ACT_PASS
        n += 1
    for i in range(k):
        out[n] = ACT_CARD + picked[i]
        n += 1
    return n

cdef int32_t legal_plays(const int32_t* s, const int32_t* db, int32_t me, int32_t* out) noexcept nogil:
    # DEC_MAIN: PASS, then each card in hand whose cost and civilization can be paid (C044).
    cdef int32_t hand[CAP_ZONE]
    cdef int32_t civ[N_CIVS]
    cdef int32_t l = zone_list(me, ZONE_MANA)
    cdef int32_t i, c, k, total = 0, n = 1
    cdef int32_t n_hand = sorted_zone(s, me, ZONE_HAND, hand)
    for k in range(N_CIVS):
        civ[k] = 0
    for i in range(s[l]):
        c = s[l + 1 + i]
        if not is_tapped(s, c):
            civ[card_db(s, db, c, DB_CIV)] += 1
            total += 1
    out[0] = ACT_PASS
    for i in range(n_hand):
        c = hand[i]
        if total >= card_db(s, db, c, DB_COST) and civ[card_db(s, db, c, DB_CIV)] > 0:
            out[n] = ACT_CARD + c
            n += 1
    return n

cdef int32_t legal_pay(const int32_t* s, const int32_t* db, int32_t f, int32_t* out) noexcept nogil:
    # DEC_PAY: the untapped mana cards whose tapping keeps the payment completable (C044), one per
    # card name (copies of a card are interchangeable); when every untapped card must be tapped,
    # only the first (the payment is forced: one legal action).
    cdef int32_t ids[CAP_ZONE]
    cdef int32_t codes[CAP_ZONE]
    cdef int32_t me = owner_of(s[f + FP_CARD])
    cdef int32_t k = sorted_zone(s, me, ZONE_MANA, ids)
    cdef int32_t forced = untapped_mana(s, db, me, -1) <= s[f + FP_LEFT]
    cdef int32_t i, j, m, n = 0
    cdef bint seen
    for i in range(k):
        m = ids[i]
        if is_tapped(s, m) or not pay_choice_ok(s, db, f, m):
            continue
        seen = False
        for j in range(n):
            if codes[j] == code_of(s, m):
                seen = True
                break
        if seen:
            continue
        codes[n] = code_of(s, m)
        out[n] = ACT_CARD + m
        n += 1
        if forced:
            break
    return n

cdef int32_t legal_cards(const int32_t* s, const int32_t* db, int32_t kind, int32_t f, int32_t* out) noexcept nogil:
    # The decisions answered with a card id (ascending), PASS first where allowed.
    cdef int32_t me = s[HDR_DECIDER]
    cdef int32_t ids[CAP_ZONE]
    cdef int32_t n = 0
    cdef int32_t i, c, k
    if kind == DEC_MAIN:
        return legal_plays(s, db, me, out)
    if kind != DEC_SHIELD and kind != DEC_TRIGGER_ORDER:
        out[n] = ACT_PASS
        n += 1
    if kind == DEC_SHIELD:
        k = sorted_zone(s, opponent(me), ZONE_SHIELD, ids)
    elif kind == DEC_BLOCK:
        k = sorted_zone(s, me, ZONE_BATTLE, ids)
    else:
        k = sorted_zone(s, me, ZONE_HAND, ids)
    for i in range(k):
        c = ids[i]
        if (kind == DEC_CHARGE
                or (kind == DEC_BLOCK and can_block(s, db, c, s[f + FA_ATTACKER], s[f + FA_TARGET]))
                or (kind == DEC_SHIELD and not (s[card_row(c) + CARD_FLAGS] & CF_PICKED))
                or (kind == DEC_TRIGGER and s[card_row(c) + CARD_FLAGS] & CF_TRIGGER)
                or (kind == DEC_TRIGGER_ORDER and s[card_row(c) + CARD_FLAGS] & CF_DECLARED)):
            out[n] = ACT_CARD + c
            n += 1
    return n

cdef int32_t legal_actions(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil:
    # The legal actions of the pending decision, ascending; 0 when none is pending.
    cdef int32_t kind = s[HDR_DECISION]
    cdef int32_t f, i, n = 0
    if s[HDR_STATUS] == STATUS_OVER or kind == DEC_NONE or s[HDR_STACK_TOP] <= 0:
        return 0
    f = top_frame(s)
    if kind == DEC_ATTACK:
        return legal_attacks(s, db, out)
    if kind == DEC_CHOOSE:
        return legal_choices(s, db, f, out)
    if kind == DEC_PAY:
        return legal_pay(s, db, f, out)
    if kind == DEC_YESNO:
        out[0] = ACT_PASS
        out[1] = ACT_YES
        return 2
    if kind == DEC_ORDER:
        for i in range(s[HDR_QUEUE_COUNT]):
            if s[queue_row(i) + Q_CONTROLLER] == s[HDR_DECIDER]:
                out[n] = ACT_ORDER + i
                n += 1
        return n
    return legal_cards(s, db, kind, f, out)

cdef int32_t apply_action(int32_t* s, const int32_t* db, int32_t action) noexcept nogil:
    # Checks `action` against the legal actions before writing anything, then runs on.
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t i, n
    # Nothing is written before the action is known to be legal (not even HDR_ERR_ARG).
    if s[HDR_STATUS] != STATUS_DECISION:
        return ERR_NO_DECISION
    n = legal_actions(s, db, buf)
    for i in range(n):
        if buf[i] == action:
            s[HDR_ACTION] = action
            s[HDR_DECISIONS] += 1
            return run(s, db)
    return ERR_ILLEGAL_ACTION

cdef int32_t playout(int32_t* s, const int32_t* db, uint64_t agent_seed) noexcept nogil:
    # Uniformly random legal actions to the end, from the agent's own generator.
    cdef int32_t agent[4]
    cdef int32_t buf[CAP_ACTIONS]
    cdef int32_t n, rc
    rng_seed(agent, agent_seed)
    if s[HDR_STATUS] != STATUS_DECISION:
        return RC_OK
    n = legal_actions(s, db, buf)
    while s[HDR_STATUS] == STATUS_DECISION:
        if n == 0:
            s[HDR_ERR_ARG] = s[HDR_DECISION]
            return ERR_BAD_STATE
        # The action is one of the legal ones: hand it over without checking it again.
        s[HDR_ACTION] = buf[rng_below(agent, <uint32_t>n)]
        s[HDR_DECISIONS] += 1
        rc = run_into(s, db, buf, &n)
        if rc < 0:
            return rc
    return RC_OK

# Which monsters a player may Tribute (G07, G09-G10), which Tributes an effect makes them
# include (Soul Exchange), and whether a monster in the hand can be Normal Summoned or Set right
# now. Shared by the summon procedure and by the U08 check of effects that grant an extra
# Normal Summon (Ultimate Offering), so it depends on no procedure.

from libc.stdint cimport int32_t
from ygo_core.layout cimport (
    DB_FLAGS, DBF_HAS_EFFECT, DBF_PLAYABLE, HDR_EXTRA_MONSTERS, TYPE_MONSTER, TYPE_RITUAL,
    TYPES_EXTRA_DECK, XS_EXTRA_DECK_RULES, db_get,
)
from ygo_core.vm.opcodes cimport (
    FX_FLAGS, FX_KIND, FX_N_OPS, FX_OPS, FXF_ALSO_NORMAL, FXF_NORMAL_SUMMONABLE_PROC, FXK_RULE,
    FXK_SUMMON_PROC, INSN_OP, OP_RULE_HALVED_NO_TRIBUTE, OP_RULE_UNIQUE,
)
from ygo_core.vm.access cimport code_at, effect_count, first_effect, fx_get

cpdef enum:
    # The most Tributes one summon needs (G07: Level 7 and up).
    MAX_TRIBUTES = 2
    # Monsters one player may Tribute at most: their own and the opponent's Monster Zones.
    CAP_TRIBUTE_SOURCES = 10
    # LINGER_VALUE of a LING_MAY_TRIBUTE record: a Tribute the player makes must include it.
    TRIBUTE_REQUIRED = 1

cpdef enum:
    # What a card's effects say about how it is summoned (summon_traits), a bit each:
    # ST_PROC: it has its own summoning procedure (ops_summons summon_proc_of >= 0);
    # ST_ONLY_BY_PROC: that procedure is its only summon (only_by_proc: a Nomi card);
    # ST_NORMAL_PROC: MR3 synchro, the procedure of a card that can also be Normal Summoned
    # (normal_card_proc_of >= 0); ST_HALVED, ST_UNIQUE: it has the rule OP_RULE_HALVED_NO_TRIBUTE,
    # OP_RULE_UNIQUE (ops_sdmp has_rule).
    ST_PROC = 1
    ST_ONLY_BY_PROC = 2
    ST_NORMAL_PROC = 4
    ST_HALVED = 8
    ST_UNIQUE = 16
    # G07: Level 5-6 need one Tribute, Level 7 and up need two.
    FIRST_TRIBUTE_LEVEL = 5
    SECOND_TRIBUTE_LEVEL = 7
    # A summon_room answer not looked up yet.
    ROOM_UNKNOWN = -1

# G10: the monsters `player` may Tribute, ascending card ids; returns their number.
cdef int32_t tribute_sources(const int32_t* s, int32_t player, int32_t* out) noexcept nogil
# Can `candidate` be the next Tribute, after `chosen[0:n_chosen]`, of a summon by `player`
# needing `needed`, so that the Tributes can still be completed legally?
cdef bint tribute_choice_legal(const int32_t* s, int32_t player, int32_t needed, const int32_t* chosen,
                               int32_t n_chosen, int32_t candidate) noexcept nogil
# G02, G07: could `player` Normal Summon or Set this card now (the once-per-turn limit aside)?
cdef bint summonable_now(const int32_t* s, const int32_t* db, int32_t card, int32_t player) noexcept nogil
# How many monsters in the player's hand are summonable_now.
cdef int32_t summonable_in_hand(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
# G02, G07: could `player` summon a monster needing `needed` Tributes now: a free zone, or
# enough monsters to Tribute legally? The same for every card, so a listing asks once.
cdef bint room_for_summon(const int32_t* s, int32_t player, int32_t needed) noexcept nogil


cdef inline int32_t tributes_needed(int32_t level) noexcept nogil:
    # G07: Tributes a monster of `level` needs (0, 1 or 2).
    if level >= SECOND_TRIBUTE_LEVEL:
        return 2
    if level >= FIRST_TRIBUTE_LEVEL:
        return 1
    return 0


cdef inline int32_t summon_traits(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil:
    # The ST_* bits, in one walk over the card's effects (the first FXK_SUMMON_PROC row that is
    # not FXF_NORMAL_SUMMONABLE_PROC is its procedure, as in summon_proc_of).
    cdef int32_t k, fx, flags, op, first, traits = 0
    if not db_get(db, s, card, DB_FLAGS) & DBF_HAS_EFFECT:
        return 0
    first = first_effect(db, s, card)
    for k in range(effect_count(db, s, card)):
        fx = first + k
        if fx_get(db, fx, FX_KIND) == FXK_SUMMON_PROC:
            flags = fx_get(db, fx, FX_FLAGS)
            if flags & FXF_NORMAL_SUMMONABLE_PROC:
                traits |= ST_NORMAL_PROC
            elif not traits & ST_PROC:
                traits |= ST_PROC if flags & FXF_ALSO_NORMAL else ST_PROC | ST_ONLY_BY_PROC
        elif fx_get(db, fx, FX_KIND) == FXK_RULE and fx_get(db, fx, FX_N_OPS) > 0:
            op = code_at(db, fx_get(db, fx, FX_OPS))[INSN_OP]
            if op == OP_RULE_HALVED_NO_TRIBUTE:
                traits |= ST_HALVED
            elif op == OP_RULE_UNIQUE:
                traits |= ST_UNIQUE
    return traits


cdef inline bint normal_summon_kind(const int32_t* s, int32_t types, int32_t flags, int32_t traits) noexcept nogil:
    # A card of a kind that may be Normal Summoned or Set (printed type, DB_FLAGS, summon_traits):
    # a playable monster, not only by its own procedure (Chaos Sorcerer), not a Ritual Monster
    # (only by a Ritual Summon, fusion family), not an Extra Deck monster under H07 (MR3, xyz).
    return (types & TYPE_MONSTER and flags & DBF_PLAYABLE and not traits & ST_ONLY_BY_PROC
            and not types & TYPE_RITUAL
            and not (s[HDR_EXTRA_MONSTERS] & XS_EXTRA_DECK_RULES and types & TYPES_EXTRA_DECK))


cdef inline void forget_room(int32_t* known) noexcept nogil:
    # Starts the summon_room answers of a listing (MAX_TRIBUTES + 1 words).
    cdef int32_t needed
    for needed in range(MAX_TRIBUTES + 1):
        known[needed] = ROOM_UNKNOWN


cdef inline bint summon_room(const int32_t* s, int32_t player, int32_t needed, int32_t* known) noexcept nogil:
    # room_for_summon, each answer kept in known[needed] (MAX_TRIBUTES + 1 words, ROOM_UNKNOWN
    # until asked) for the rest of one listing.
    if known[needed] == ROOM_UNKNOWN:
        known[needed] = room_for_summon(s, player, needed)
    return known[needed]

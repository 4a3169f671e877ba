# Normal Summon, Set and Tribute Summon (section G).

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_SUMMON.
    SUMMON_BEGIN = 0
    SUMMON_ASK_TRIBUTE = 1
    SUMMON_TAKE_TRIBUTE = 2
    SUMMON_PLACE = 3
    # locks: after the summon-negation window (Solemn Judgment), the summon succeeds or not.
    SUMMON_SUCCEED = 4
    # (sdmp) OP_RULE_HALVED_NO_TRIBUTE: without Tributes (yes) or with them (no), DEC_YESNO.
    SUMMON_ASK_HALVED = 5

cpdef enum:
    # Frame words of PROC_SUMMON (FRAME_ARG0 ...). The monster: in the summoning player's hand
    # until it is placed.
    SUMMON_F_CARD = 2
    # SUMMON_NORMAL (face-up Attack) or SUMMON_SET (face-down Defense), G03.
    SUMMON_F_MODE = 3
    # Tributes it needs (0-2, G07; 0 until SUMMON_BEGIN ran), and how many are chosen (0-NEEDED).
    SUMMON_F_NEEDED = 4
    SUMMON_F_CHOSEN = 5
    # Two words: the Tributes chosen so far (monsters on the field), 0 in the words not chosen yet.
    SUMMON_F_TRIBUTES = 6
    # SF_* flags.
    SUMMON_F_FLAGS = 8
    # The summoning player.
    SUMMON_F_PLAYER = 9

cpdef enum:
    # An additional summon granted by an effect, made during its resolution: it does not use
    # the turn's Normal Summon, and opens no window of its own (T07).
    SF_EXTRA = 1
    # (sdmp) Normal Summoned without the Tributes its Level needs: its original ATK/DEF are
    # halved (OP_RULE_HALVED_NO_TRIBUTE, LING_HALVED).
    SF_HALVED = 2

# G01-G02, G07, G10: can the turn player Normal Summon / Set this card now?
cdef bint can_normal_summon(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# Some card may get an additional Normal Summon now (a granter is on the field, unused).
cdef bint extra_normal_possible(const int32_t* s, const int32_t* db) noexcept nogil
# (synchro) OP_RULE_EXTRA_NORMAL_SUMMON: with the turn's Normal Summon used, can the turn player
# Normal Summon (not Set) this card now by an additional Normal Summon (Synchron Carrier)?
cdef bint extra_normal_summonable(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
# (sdmp) OP_RULE_HALVED_NO_TRIBUTE: can the turn player Normal Summon it now without Tributes?
cdef bint halved_summonable(const int32_t* s, const int32_t* db, int32_t card) noexcept nogil
cdef int summon_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil
cdef int32_t tribute_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil
# DEC_SUMMON_NOW: an extra Normal Summon or Set during a resolution, or ACT_PASS.
cdef int32_t summon_now_legal(const int32_t* s, const int32_t* db, int32_t* out) noexcept nogil

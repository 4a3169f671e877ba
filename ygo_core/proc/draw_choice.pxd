# locks: an effect its controller may activate instead of the normal draw (FXF_INSTEAD_OF_DRAW:
# Freed the Matchless General). The turn player is asked before drawing; yes puts the effect on
# the chain (the opponent may respond, W04), no draws as usual (E07).

from libc.stdint cimport int32_t

cpdef enum:
    # Steps of PROC_DRAW_CHOICE.
    DC_ASK = 0
    DC_ANSWER = 1

cpdef enum:
    # Frame words: the card and effect row offered.
    DC_F_CARD = 2
    DC_F_EFFECT = 3

# Is an instead-of-draw effect activatable for `player` now (the frame is pushed only then)?
cdef bint draw_replacement_offered(const int32_t* s, const int32_t* db, int32_t player) noexcept nogil
cdef int draw_choice_step(int32_t* s, const int32_t* db, int32_t f) noexcept nogil

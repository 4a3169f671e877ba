"""GOAT format, misc family (ygo_core/scripts/goat/misc.py): battle-related monsters, Spell
Counters, the negating Fusions. One test or more per card, named after it, written from its 2005
text and the era's rulings. Rule IDs refer to ../shared/rules/rules-mr3.md (F: battle, Q:
triggers, U10: timing, V: targets, W: chains, Z: negation)."""

from ygo_core import actions as A

from battery import seeds
from helpers import attack, card_in_hand, keep_gy_order, monster_card, position, settle, to_battle, vanilla

APPRENTICE = 9156135          # Apprentice Magician, DARK Spellcaster L2 400/800
RYU_SENSHI = 49868263
REFLECT_BOUNDER = 2851070
NEWDORIA = 4335645
ELMA = 69243953               # Butterfly Dagger - Elma
DARK_BALTER = 80071763
DARK_FLARE_KNIGHT = 13722870

BREAKER = 71413901            # Breaker the Magical Warrior (a Spell Counter, at most 1)
MAGICIAN_OF_FAITH = 31560081  # LIGHT Spellcaster L1, FLIP
OLD_VINDICTIVE = 45141844     # DARK Spellcaster L2, FLIP
MYSTICAL_ELF = 15025844       # LIGHT Spellcaster L4 800/2000
SANGAN = 26202165
MYSTIC_TOMATO = 83011277
DARK_MAGICIAN = 46986414
TRAP_HOLE = 4206964           # a Normal Trap
WABOKU = 12607053             # a Normal Trap
MIRROR_FORCE = 44095762
POT_OF_GREED = 55144522       # a Normal Spell
SNATCH_STEAL = 45986603       # an Equip Spell
BOOK_OF_MOON = 14087893       # a Quick-Play Spell that targets
MST = 5318639
RING = 83555666               # Ring of Destruction
CALL_OF_THE_HAUNTED = 97077563  # a Continuous Trap
M1000 = vanilla(1000, 1000)   # EARTH Warrior vanillas
M1500 = vanilla(1500, 1000)
M2000 = vanilla(2000, 1000)
M2500 = vanilla(2500, 1000)
M3000 = vanilla(3000, 1000)


# ---- helpers ---------------------------------------------------------------------------------



def codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def offered_codes(duel):
    return sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()
                  if int(a) >= A.ACT_SELECT and int(a) < A.ACT_SELECT + 160)


def choose(duel, code):
    """At a 'choose' or 'target' decision, pick the first offered card with this passcode."""
    for a in duel.legal_actions():
        a = int(a)
        if A.ACT_SELECT <= a < A.ACT_SELECT + 160 and duel.card_code(a - A.ACT_SELECT) == code:
            duel.apply(a)
            return
    raise AssertionError(f"{code} not offered")


# ---- Newdoria --------------------------------------------------------------------------------

def test_newdoria_destroyed_by_battle_destroys_a_monster_it_targets():
    # Q04: a mandatory trigger of the card destroyed by battle and sent to the GY; it targets
    # any monster on the field (V01), the attacker included.
    duel = position(monsters=([M2000, M1000], [NEWDORIA]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "target" and duel.current_player() == 1
    assert offered_codes(duel) == sorted([M2000, M1000])
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    assert settle(duel) == "battle"
    assert codes(duel, 0) == [M2000, None, None, None, None]
    assert duel.graveyard(0) == [M1000] and duel.graveyard(1) == [NEWDORIA]


def test_newdoria_attacking_and_destroyed_destroys_the_monster_that_beat_it():
    duel = position(monsters=([NEWDORIA], [M2000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "target"
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.graveyard(1) == [M2000] and duel.graveyard(0) == [NEWDORIA]


def test_newdoria_destroyed_by_a_card_effect_does_nothing():
    duel = position(spells=([RING], []), monsters=([M2000], [NEWDORIA]))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert settle(duel) == "main"                 # no target asked
    assert codes(duel, 0)[0] == M2000 and duel.graveyard(1) == [NEWDORIA]


# ---- Apprentice Magician ---------------------------------------------------------------------

def test_apprentice_magician_summoned_places_a_spell_counter_on_a_face_up_breaker():
    # The GOAT combo: a Breaker that came without its counter (flipped, Special Summoned) gets
    # one from Apprentice Magician's summon; the counter is worth 300 ATK.
    duel = position(hands=([APPRENTICE], []), monsters=([(BREAKER, "defense")], []))
    breaker = monster_card(duel, 0, 0)
    assert duel.counters(breaker) == 0
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, APPRENTICE))
    assert settle(duel) == "target"
    assert [int(a) for a in duel.legal_actions()] == [A.ACT_SELECT + breaker]
    duel.apply(A.ACT_SELECT + breaker)
    assert settle(duel) == "main"
    assert duel.counters(breaker) == 1 and duel.monsters(0)[0]["atk"] == 1900


def test_apprentice_magician_cannot_place_a_counter_on_a_full_breaker():
    # Breaker holds at most 1 Spell Counter: one that has it is not a card "you can place a
    # Spell Counter on"; with no such card the mandatory trigger does not activate. "When this
    # card is Summoned": a Flip Summon counts too.
    duel = position(hands=([APPRENTICE], []), monsters=([(BREAKER, "defense"), (APPRENTICE, "set")], []))
    breaker = monster_card(duel, 0, 0)
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, APPRENTICE))
    settle(duel)
    duel.apply(A.ACT_SELECT + breaker)
    assert settle(duel) == "main" and duel.counters(breaker) == 1
    duel.apply(A.ACT_FLIP_SUMMON + monster_card(duel, 0, 1))
    assert settle(duel) == "main" and duel.counters(breaker) == 1


def test_apprentice_magician_may_choose_either_players_breaker_but_not_a_set_one():
    duel = position(hands=([APPRENTICE], []),
                    monsters=([(BREAKER, "defense")], [(BREAKER, "attack"), (BREAKER, "set")]))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, APPRENTICE))
    assert settle(duel) == "target"
    assert sorted(int(a) for a in duel.legal_actions()) == sorted(
        [A.ACT_SELECT + monster_card(duel, 0, 0), A.ACT_SELECT + monster_card(duel, 1, 0)])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    settle(duel)
    assert duel.counters(monster_card(duel, 1, 0)) == 1 and duel.monsters(1)[0]["atk"] == 1900
    duel = position(hands=([APPRENTICE], []), monsters=([(BREAKER, "set")], []))
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, APPRENTICE))
    assert settle(duel) == "main" and duel.counters(monster_card(duel, 0, 0)) == 0


def test_apprentice_magician_destroyed_by_battle_sets_a_level_2_or_lower_spellcaster_from_the_deck():
    duel = position(monsters=([M2000], [APPRENTICE]),
                    decks=([M1000] * 5, [M1000, MYSTICAL_ELF, MAGICIAN_OF_FAITH, OLD_VINDICTIVE, BREAKER]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    d = settle(duel)
    assert d == "choose" and duel.current_player() == 1
    assert offered_codes(duel) == sorted([MAGICIAN_OF_FAITH, OLD_VINDICTIVE])   # Level 2 or lower
    choose(duel, OLD_VINDICTIVE)
    assert settle(duel) == "battle"               # no position asked: face-down Defense
    assert codes(duel, 1)[0] == OLD_VINDICTIVE and duel.monsters(1)[0]["position"] == "set"
    assert duel.graveyard(1) == [APPRENTICE] and len(duel.card_ids(1, "deck")) == 4


def test_apprentice_magician_summon_from_the_deck_is_optional():
    duel = position(monsters=([M2000], [APPRENTICE]), decks=([M1000] * 5, [MAGICIAN_OF_FAITH] * 3))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel, yes=False) == "battle"
    assert codes(duel, 1) == [None] * 5 and len(duel.card_ids(1, "deck")) == 3


def test_apprentice_magician_destroyed_by_an_effect_summons_nothing():
    duel = position(spells=([RING], []), monsters=([M2000], [APPRENTICE]),
                    decks=([M1000] * 5, [MAGICIAN_OF_FAITH] * 3))
    duel.apply(A.ACT_ACTIVATE + duel.spells(0)[0]["card"])
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert settle(duel) == "main"
    assert codes(duel, 1) == [None] * 5 and len(duel.card_ids(1, "deck")) == 3


# ---- Ryu Senshi ------------------------------------------------------------------------------

def _summon_into_trap_hole(duel):
    """Player 0 Normal Summons a 1500-ATK monster; player 1 answers with the Set Trap Hole."""
    duel.apply(A.ACT_SUMMON + card_in_hand(duel, 0, M1500))
    while duel.decision() == "response" and duel.current_player() == 0:
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "response" and duel.current_player() == 1
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])


def test_ryu_senshi_pays_1000_to_negate_a_normal_trap():
    # W, Z: a Quick effect answering the Trap's activation; the LP are a cost (U03).
    duel = position(hands=([M1500], []), monsters=([RYU_SENSHI], []), spells=([], [TRAP_HOLE]))
    ryu = monster_card(duel, 0, 0)
    _summon_into_trap_hole(duel)
    assert duel.decision() == "response" and duel.current_player() == 0
    assert A.ACT_ACTIVATE + ryu in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + ryu)
    assert duel.lp(0) == 7000
    assert settle(duel) == "main"
    assert codes(duel, 0)[:2] == [RYU_SENSHI, M1500]     # the summoned monster stays
    assert duel.graveyard(1) == [TRAP_HOLE]              # the negated Trap still goes to the GY


def test_ryu_senshi_may_let_the_trap_resolve():
    duel = position(hands=([M1500], []), monsters=([RYU_SENSHI], []), spells=([], [TRAP_HOLE]))
    _summon_into_trap_hole(duel)
    duel.apply(A.ACT_PASS)
    settle(duel)
    assert duel.lp(0) == 8000 and codes(duel, 0)[1] is None and M1500 in duel.graveyard(0)


def test_ryu_senshi_does_not_answer_continuous_traps_or_spells_or_without_the_lp():
    duel = position(monsters=([RYU_SENSHI], [M1000]), spells=([], [CALL_OF_THE_HAUNTED]),
                    graveyards=([], [M2000]), turn_player=1)
    ryu = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + duel.card_ids(1, "gy")[0])
    assert not offered_while_passing(duel, 0, A.ACT_ACTIVATE + ryu)   # a Continuous Trap
    duel = position(monsters=([RYU_SENSHI], []), hands=([], [POT_OF_GREED]), turn_player=1)
    ryu = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, POT_OF_GREED))
    assert not offered_while_passing(duel, 0, A.ACT_ACTIVATE + ryu)   # a Spell
    duel = position(hands=([M1500], []), monsters=([RYU_SENSHI], []), spells=([], [TRAP_HOLE]),
                    lp=(900, 8000))
    ryu = monster_card(duel, 0, 0)
    _summon_into_trap_hole(duel)
    assert not offered_while_passing(duel, 0, A.ACT_ACTIVATE + ryu)   # U03: 1000 LP to pay


def test_ryu_senshi_negates_and_destroys_a_spell_that_targets_it():
    # Book of Moon on Ryu Senshi: negated when it resolves, and destroyed (it goes to the GY).
    duel = position(monsters=([RYU_SENSHI], []), hands=([], [BOOK_OF_MOON]), turn_player=1)
    ryu = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + ryu)
    settle(duel)
    assert duel.monsters(0)[0]["position"] == "attack" and duel.graveyard(1) == [BOOK_OF_MOON]


def offered_while_passing(duel, player, action):
    """Pass every response window (a window where a player has nothing is not asked) until
    another decision; whether `action` was offered to `player` on the way."""
    seen = False
    while duel.decision() in ("response", "gy_order"):
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
            continue
        seen = seen or (duel.current_player() == player and action in duel.legal_actions())
        duel.apply(A.ACT_PASS)
    return seen


def pass_to_player(duel, player):
    """Pass response windows until `player` holds priority in one."""
    while not (duel.decision() == "response" and duel.current_player() == player):
        assert duel.decision() in ("response", "gy_order"), duel.decision()
        if duel.decision() == "gy_order":
            keep_gy_order(duel)
        else:
            duel.apply(A.ACT_PASS)


# ---- Dark Balter the Terrible ----------------------------------------------------------------

def test_dark_balter_pays_1000_to_negate_a_normal_spell():
    duel = position(monsters=([DARK_BALTER], []), hands=([], [POT_OF_GREED]), turn_player=1)
    balter = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, POT_OF_GREED))
    pass_to_player(duel, 0)
    assert A.ACT_ACTIVATE + balter in duel.legal_actions()
    duel.apply(A.ACT_ACTIVATE + balter)
    assert duel.lp(0) == 7000
    settle(duel)
    assert duel.hand(1) == [] and duel.graveyard(1) == [POT_OF_GREED]   # nothing drawn


def test_dark_balter_does_not_answer_quick_play_equip_or_trap_cards():
    duel = position(monsters=([DARK_BALTER], [M1000]), hands=([], [BOOK_OF_MOON]), turn_player=1)
    balter = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, BOOK_OF_MOON))
    duel.apply(A.ACT_SELECT + monster_card(duel, 1, 0))
    assert not offered_while_passing(duel, 0, A.ACT_ACTIVATE + balter)   # a Quick-Play Spell
    duel = position(monsters=([DARK_BALTER, M1000], []), hands=([], [SNATCH_STEAL]), turn_player=1)
    balter = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 1, SNATCH_STEAL))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    assert not offered_while_passing(duel, 0, A.ACT_ACTIVATE + balter)   # an Equip Spell
    duel = position(hands=([M1500], []), monsters=([DARK_BALTER], []), spells=([], [TRAP_HOLE]))
    balter = monster_card(duel, 0, 0)
    _summon_into_trap_hole(duel)
    assert not offered_while_passing(duel, 0, A.ACT_ACTIVATE + balter)   # a Trap


SANGAN_DECK = [vanilla(1000, 500, 3), M1000]   # Sangan searches a monster with 1500 or less ATK
MAN_EATER = 54652250          # Man-Eater Bug, FLIP: destroy 1 monster (DEF 600)


def test_dark_balter_negates_the_effects_of_a_monster_it_destroys_by_battle():
    # Sangan destroyed by battle with Dark Balter: its "sent to the GY" search does not activate.
    duel = position(monsters=([DARK_BALTER], [SANGAN]), decks=([M1000] * 5, SANGAN_DECK))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"               # no search offered
    assert duel.graveyard(1) == [SANGAN] and duel.hand(1) == []
    # The same battle with a vanilla 2000: Sangan searches (the control).
    duel = position(monsters=([M2000], [SANGAN]), decks=([M1000] * 5, SANGAN_DECK))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "choose"


def test_dark_balter_negates_destroyed_by_battle_triggers_and_flips():
    duel = position(monsters=([DARK_BALTER], [MYSTIC_TOMATO]), decks=([M1000] * 5, [MYSTIC_TOMATO] * 3))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle" and codes(duel, 1) == [None] * 5   # Mystic Tomato recruits nothing
    duel = position(monsters=([DARK_BALTER], [NEWDORIA]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle" and codes(duel, 0)[0] == DARK_BALTER
    # A Set FLIP monster attacked and destroyed: its FLIP is negated (it does not activate).
    duel = position(monsters=([DARK_BALTER], [(MAN_EATER, "set")]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle" and codes(duel, 0)[0] == DARK_BALTER
    assert duel.graveyard(1) == [MAN_EATER]


def test_dark_balter_attacked_and_destroying_the_attacker_negates_it_too():
    duel = position(monsters=([NEWDORIA], [DARK_BALTER]), turn_player=0)
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.graveyard(0) == [NEWDORIA] and codes(duel, 1)[0] == DARK_BALTER


# ---- Reflect Bounder -------------------------------------------------------------------------

def test_reflect_bounder_attacked_damages_the_attacker_controller_then_is_destroyed():
    # Before damage calculation: 1000 (the attacker's ATK) to the opponent; the attacker then
    # loses the battle (700 battle damage) and Reflect Bounder is destroyed by its effect.
    duel = position(monsters=([M1000], [REFLECT_BOUNDER]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.lp(0) == 8000 - 1000 - 700 and duel.lp(1) == 8000
    assert duel.graveyard(0) == [M1000] and duel.graveyard(1) == [REFLECT_BOUNDER]


def test_reflect_bounder_destroyed_by_the_battle_still_deals_its_damage():
    duel = position(monsters=([M2000], [REFLECT_BOUNDER]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.lp(0) == 6000 and duel.lp(1) == 7700
    assert codes(duel, 0)[0] == M2000 and duel.graveyard(1) == [REFLECT_BOUNDER]


def test_reflect_bounder_only_when_attacked_in_face_up_attack_position():
    for pos in ("defense", "set"):
        duel = position(monsters=([M1000], [(REFLECT_BOUNDER, pos)]))
        to_battle(duel)
        duel.apply(attack(0, 0))
        assert settle(duel) == "battle"
        assert duel.lp(0) == 8000 and codes(duel, 1)[0] == REFLECT_BOUNDER   # DEF 1000: a draw
    # Attacking, it does nothing either.
    duel = position(monsters=([REFLECT_BOUNDER], [M1000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.lp(1) == 8000 - 700 and codes(duel, 0)[0] == REFLECT_BOUNDER


def test_reflect_bounder_kept_from_battle_destruction_is_destroyed_by_its_effect():
    # Waboku in answer to the attack: no battle damage to its controller, no battle destruction;
    # Reflect Bounder's damage (an effect's) is dealt, and after damage calculation it is
    # destroyed by its own effect (not by battle).
    duel = position(monsters=([M2000], [REFLECT_BOUNDER]), spells=([], [WABOKU]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    pass_to_player(duel, 1)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    assert settle(duel) == "battle"
    assert duel.lp(0) == 6000 and duel.lp(1) == 8000
    assert sorted(duel.graveyard(1)) == sorted([REFLECT_BOUNDER, WABOKU]) and codes(duel, 0)[0] == M2000


# ---- Dark Flare Knight -----------------------------------------------------------------------

def test_dark_flare_knight_controller_takes_no_battle_damage_from_its_battles():
    duel = position(monsters=([M3000], [DARK_FLARE_KNIGHT]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.lp(1) == 8000 and duel.graveyard(1) == [DARK_FLARE_KNIGHT]
    duel = position(monsters=([DARK_FLARE_KNIGHT], [M2500]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.lp(0) == 8000 and duel.graveyard(0) == [DARK_FLARE_KNIGHT]


def test_dark_flare_knight_damage_to_the_opponent_is_dealt():
    duel = position(monsters=([DARK_FLARE_KNIGHT, M1000], [M2000, M3000]))
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "battle"
    assert duel.lp(1) == 7800
    duel.apply(attack(1, 1))                      # another monster's battle: damage as usual
    assert settle(duel) == "battle"
    assert duel.lp(0) == 6000


def test_dark_flare_knight_destroyed_by_battle_summons_mirage_knight_from_the_deck():
    from ygo_core import CardDB, Duel
    from ygo_core.carddb import CardInfo, _read_bundled
    from helpers import _synthetic_cards
    mirage = CardInfo(code=49217579, alias=0, name="Mirage Knight", type=0x21, level=8,
                      attribute=0x10, race=0x1, atk=2800, defense=2000)
    db = CardDB(_read_bundled() + list(_synthetic_cards()) + [mirage])
    duel = Duel.from_position(db, monsters=([M3000], [DARK_FLARE_KNIGHT]),
                              decks=([M1000] * 5, [M1000, 49217579, M1000]), auto_forced=False,
                              allow_unimplemented=True)
    to_battle(duel)
    duel.apply(attack(0, 0))
    assert settle(duel) == "choose"
    choose(duel, 49217579)
    assert settle(duel) == "battle"
    assert codes(duel, 1)[0] == 49217579 and duel.lp(1) == 8000


# ---- Butterfly Dagger - Elma -----------------------------------------------------------------

def _equip_elma(duel, zone=0):
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, ELMA))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, zone))
    assert settle(duel) == "main"


def test_butterfly_dagger_elma_gives_300_atk():
    duel = position(hands=([ELMA], []), monsters=([M1000], []))
    _equip_elma(duel)
    assert duel.monsters(0)[0]["atk"] == 1300


def _mst_on_elma(duel):
    """Player 0 equips Elma, enters the Battle Phase; player 1 answers with the Set MST on it."""
    _equip_elma(duel)
    elma = duel.spells(0)[0]["card"]
    duel.apply(A.ACT_TO_BATTLE)
    while not (duel.decision() == "response" and duel.current_player() == 1):
        duel.apply(A.ACT_PASS)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + elma)


def test_butterfly_dagger_elma_destroyed_while_equipped_returns_to_the_hand():
    duel = position(hands=([ELMA], []), monsters=([M1000], []), spells=([], [MST]))
    _mst_on_elma(duel)
    while duel.decision() == "response":
        duel.apply(A.ACT_PASS)
    assert duel.decision() == "yesno" and duel.current_player() == 0   # optional: its owner asks
    duel.apply(A.ACT_YES)
    settle(duel)
    assert duel.hand(0) == [ELMA] and duel.graveyard(0) == [] and duel.monsters(0)[0]["atk"] == 1000


def test_butterfly_dagger_elma_return_is_optional():
    duel = position(hands=([ELMA], []), monsters=([M1000], []), spells=([], [MST]))
    _mst_on_elma(duel)
    settle(duel, yes=False)
    assert duel.graveyard(0) == [ELMA] and duel.hand(0) == []


def test_butterfly_dagger_elma_returns_when_its_monster_is_destroyed():
    duel = position(hands=([ELMA], []), monsters=([M1000], [M2000]))
    _equip_elma(duel)
    to_battle(duel)
    duel.apply(attack(0, 0))                      # 1300 into 2000: the monster is destroyed
    assert settle(duel) == "battle"
    assert ELMA in duel.hand(0) and duel.graveyard(0) == [M1000]


def test_butterfly_dagger_elma_set_and_destroyed_stays_in_the_gy():
    duel = position(spells=([ELMA], [MST]), monsters=([M1000], []), turn_player=1)
    duel.apply(A.ACT_ACTIVATE + duel.spells(1)[0]["card"])
    duel.apply(A.ACT_SELECT + duel.spells(0)[0]["card"])
    assert settle(duel) == "main"                 # never equipped: no yes/no
    assert duel.graveyard(0) == [ELMA] and duel.hand(0) == []


DARK_HOLE = 53129443


def test_butterfly_dagger_elma_returns_when_its_monster_is_destroyed_by_dark_hole():
    duel = position(hands=([ELMA, DARK_HOLE], []), monsters=([M1000], [M2000]))
    _equip_elma(duel)
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, DARK_HOLE))
    assert settle(duel) == "main"
    assert duel.hand(0) == [ELMA] and sorted(duel.graveyard(0)) == sorted([M1000, DARK_HOLE])


# ---- Random play -----------------------------------------------------------------------------

POLYMERIZATION = 24094654
DAI_GREPHER, SPIRIT_RYU = 75953262, 67957315          # Ryu Senshi's materials
POSSESSED_DARK_SOUL, FRONTIER_WISEMAN = 52860176, 38742075   # Dark Balter's
MIRAGE_KNIGHT = 49217579

MISC_CARDS = [APPRENTICE, APPRENTICE, APPRENTICE, REFLECT_BOUNDER, REFLECT_BOUNDER, NEWDORIA,
              NEWDORIA, ELMA, ELMA, ELMA, BREAKER, BREAKER, MAGICIAN_OF_FAITH, OLD_VINDICTIVE,
              SANGAN, MYSTIC_TOMATO, POLYMERIZATION, POLYMERIZATION, POLYMERIZATION,
              DAI_GREPHER, DAI_GREPHER, SPIRIT_RYU, SPIRIT_RYU, POSSESSED_DARK_SOUL,
              POSSESSED_DARK_SOUL, FRONTIER_WISEMAN, FRONTIER_WISEMAN, TRAP_HOLE, TRAP_HOLE, WABOKU,
              POT_OF_GREED, MST, BOOK_OF_MOON, SNATCH_STEAL, CALL_OF_THE_HAUNTED, MIRROR_FORCE,
              DARK_HOLE, M1500, M2000, MIRAGE_KNIGHT]
MISC_EXTRA = [RYU_SENSHI, RYU_SENSHI, DARK_BALTER, DARK_BALTER, DARK_FLARE_KNIGHT]

_MISC_DB = None


def misc_db():
    """The test card pool plus the Fusion materials and Mirage Knight, which the bundled card
    data lacks (unscripted: they play as dead cards, materials for Polymerization)."""
    global _MISC_DB
    if _MISC_DB is None:
        from ygo_core import CardDB
        from ygo_core.carddb import CardInfo, _read_bundled
        from helpers import _synthetic_cards
        extra = [CardInfo(DAI_GREPHER, 0, "Warrior Dai Grepher", 0x11, 4, 0x1, 0x1, 1700, 1600),
                 CardInfo(SPIRIT_RYU, 0, "Spirit Ryu", 0x21, 4, 0x8, 0x2000, 1000, 1000),
                 CardInfo(POSSESSED_DARK_SOUL, 0, "Possessed Dark Soul", 0x21, 3, 0x20, 0x8, 1200, 800),
                 CardInfo(FRONTIER_WISEMAN, 0, "Frontier Wiseman", 0x21, 3, 0x1, 0x1, 1600, 800),
                 CardInfo(MIRAGE_KNIGHT, 0, "Mirage Knight", 0x21, 8, 0x10, 0x1, 2800, 2000)]
        _MISC_DB = CardDB(_read_bundled() + list(_synthetic_cards()) + extra)
    return _MISC_DB


def misc_decks():
    """Two 40-card Decks of this family's cards, Spell Counter holders, recruit targets, the
    Fusion materials with Polymerization, and Spells and Traps for the negators to answer."""
    assert len(MISC_CARDS) == 40
    return MISC_CARDS, list(reversed(MISC_CARDS))


def test_misc_family_random_duels_keep_the_invariants_step_by_step():
    from ygo_core import RULESETS
    from invariants import play_checked
    deck0, deck1 = misc_decks()
    for rules in sorted(RULESETS):
        for seed in seeds(50):
            play_checked(misc_db(), deck0, deck1, seed, rules, illegal_every=11,
                         extra0=MISC_EXTRA, extra1=MISC_EXTRA, allow_unimplemented=True)


def test_misc_family_playouts_end_consistently():
    from ygo_core import Duel
    deck0, deck1 = misc_decks()
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(400):
        duel = Duel(misc_db(), deck0, deck1, seed=seed, first_player=seed % 2, rules="goat",
                    extra0=MISC_EXTRA, extra1=MISC_EXTRA, allow_unimplemented=True)
        winner = duel.playout(seed)
        wins[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
    assert wins[0] > 0 and wins[1] > 0


def test_misc_family_states_are_accepted_as_saved_states():
    # ygo_core/state_check.py knows this family's words (HDR_MISC, the battle marks): every
    # state of a few random duels goes through Duel.from_buffer unchanged.
    import numpy as np
    from ygo_core import Duel
    deck0, deck1 = misc_decks()
    for seed in seeds(4):
        duel = Duel(misc_db(), deck0, deck1, seed=seed, rules="goat", first_player=seed % 2,
                    extra0=MISC_EXTRA, extra1=MISC_EXTRA, allow_unimplemented=True)
        rng = np.random.default_rng(seed)
        while not duel.is_terminal():
            assert Duel.from_buffer(misc_db(), duel.buffer) == duel
            duel.apply(int(rng.choice(duel.legal_actions())))

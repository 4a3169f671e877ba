"""GOAT format, scorpions family (ygo_core/scripts/goat/scorpions.py): one test or more per
card, named after it, written from its 2005 text and the era's rulings. Rule IDs refer to
../shared/rules/rules-mr3.md (F: battle, Q: triggers, U08: an effect must be possible, U10:
timing, V: targets)."""

from ygo_core import actions as A

from battery import seeds
from helpers import attack, card_in_hand, keep_gy_order, monster_card, position, vanilla

DON_ZALOOG = 76922029
MEANAE = 74153887
CHICK = 61587183
CLIFF = 6967870
GORG = 48768179
MUSTERING = 68191243
REAPER_ON_THE_NIGHTMARE = 85684223
DARK_BLADE_DRAGON_KNIGHT = 86805855
HAND_OF_NEPHTHYS = 98446407
SPIRIT_REAPER = 23205979

MST = 5318639
CHANGE_OF_HEART = 4031928
BOOK_OF_MOON = 14087893
SAKURETSU = 56120475          # Sakuretsu Armor
M1000 = vanilla(1000, 1000)
M1500 = vanilla(1500, 1000)
M2000 = vanilla(2000, 1000)
W500 = vanilla(500, 500)

# Modes, as DEC_OPTION actions.
FIRST, SECOND = A.ACT_OPTION, A.ACT_OPTION + 1


# ---- helpers ---------------------------------------------------------------------------------

def settle(duel, *, yes=True, option=None, bottom=None):
    """Pass every response window, keep GY orders, answer an optional trigger (`yes`), a mode
    choice (`option`, when given), a top-or-bottom question during a resolution (`bottom`, when
    given) and position choices (Attack), until another decision is asked."""
    while True:
        d = duel.decision()
        if d == "response":
            duel.apply(A.ACT_PASS)
        elif d == "gy_order":
            keep_gy_order(duel)
        elif d == "yesno" and not duel.chain() and yes is not None:
            duel.apply(A.ACT_YES if yes else A.ACT_NO)
            yes = None
        elif d == "yesno" and duel.chain() and bottom is not None:
            duel.apply(A.ACT_YES if bottom else A.ACT_NO)
            bottom = None
        elif d == "option" and option is not None:
            duel.apply(option)
            option = None
        elif d == "position":
            duel.apply(A.ACT_ATTACK_POSITION)
        else:
            return d


def to_battle(duel):
    duel.apply(A.ACT_TO_BATTLE)
    assert settle(duel) == "battle"


def hit(duel, attacker_zone, target_zone=None):
    """Attack and play up to the next decision that is not a response window."""
    duel.apply(attack(attacker_zone, target_zone))
    return settle(duel, yes=None)


def yes_with_one_mode(duel):
    """Use the trigger when only one of its modes is possible: no mode is asked (U08)."""
    duel.apply(A.ACT_YES)
    assert duel.decision() != "option"
    settle(duel)


def options(duel):
    return sorted(int(a) - A.ACT_OPTION for a in duel.legal_actions())


def select(duel, card):
    assert A.ACT_SELECT + card in [int(a) for a in duel.legal_actions()], duel.legal_actions()
    duel.apply(A.ACT_SELECT + card)


def codes(duel, player):
    return [m and m["code"] for m in duel.monsters(player)]


def named(duel, player, code):
    return [c for c in duel.card_ids(player, "gy") + duel.card_ids(player, "hand")
            + duel.card_ids(player, "deck") if duel.card_code(c) == code][0]


# ---- Don Zaloog --------------------------------------------------------------------------------
TOP = [M1000, M1500, M2000, W500, W500]


def test_don_zaloog_direct_hit_discards_a_random_card():
    duel = position(monsters=([DON_ZALOOG], []), hands=([], [M2000]), decks=(TOP, TOP))
    to_battle(duel)
    assert hit(duel, 0) == "yesno"
    duel.apply(A.ACT_YES)
    assert duel.decision() == "option" and options(duel) == [0, 1]   # either effect may be chosen
    settle(duel, option=FIRST)
    assert duel.lp(1) == 8000 - 1400 and duel.hand(1) == [] and duel.graveyard(1) == [M2000]
    assert duel.deck(1) == TOP


def test_don_zaloog_sends_the_top_two_cards_of_the_deck():
    duel = position(monsters=([DON_ZALOOG], []), hands=([], [M2000]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    settle(duel, option=SECOND)
    assert duel.hand(1) == [M2000] and sorted(duel.graveyard(1)) == sorted([M1000, M1500])
    assert duel.deck(1) == TOP[2:]


def test_don_zaloog_with_an_empty_hand_only_mills():
    # U08: with nothing in the opponent's hand the discard cannot be chosen; the other mode is
    # the only one, so no choice is asked.
    duel = position(monsters=([DON_ZALOOG], []), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    yes_with_one_mode(duel)
    assert duel.deck(1) == TOP[2:]


def test_don_zaloog_cannot_activate_with_neither_mode_possible():
    # U08: no card in hand and one card in the Deck (the mill needs 2): no trigger at all.
    duel = position(monsters=([DON_ZALOOG], []), decks=(TOP, [M1000]))
    to_battle(duel)
    assert hit(duel, 0) == "battle" and duel.lp(1) == 8000 - 1400 and duel.deck(1) == [M1000]


def test_don_zaloog_is_optional():
    duel = position(monsters=([DON_ZALOOG], []), hands=([], [M2000]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    assert settle(duel, yes=False) == "battle"
    assert duel.hand(1) == [M2000] and duel.deck(1) == TOP


def test_don_zaloog_battle_damage_from_a_monster_battle_counts():
    # F16.4: any battle damage it inflicts to the opponent, not only a direct attack.
    duel = position(monsters=([DON_ZALOOG], [(M1000, "attack")]), hands=([], [M2000]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0, 0)
    settle(duel, option=FIRST)
    assert duel.lp(1) == 8000 - 400 and duel.hand(1) == [] and M2000 in duel.graveyard(1)


def test_don_zaloog_no_battle_damage_no_trigger():
    duel = position(monsters=([DON_ZALOOG], [(M1000, "defense")]), hands=([], [M2000]), decks=(TOP, TOP))
    to_battle(duel)
    assert hit(duel, 0, 0) == "battle"
    assert duel.hand(1) == [M2000] and duel.deck(1) == TOP


# ---- Dark Scorpion - Meanae the Thorn ------------------------------------------------------------

def test_meanae_adds_a_dark_scorpion_from_the_deck():
    duel = position(monsters=([MEANAE], []), decks=([M1000, CLIFF, M1500, MUSTERING], TOP))
    to_battle(duel)
    hit(duel, 0)
    duel.apply(A.ACT_YES)
    # Nothing in the GY: the Deck search is the only mode (U08), so no choice is asked.
    assert settle(duel) == "choose"
    # Both "Dark Scorpion" cards of the Deck are offered (Cliff and Mustering), not the others.
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == sorted([CLIFF, MUSTERING])
    select(duel, named(duel, 0, MUSTERING))
    settle(duel)
    assert duel.hand(0) == [MUSTERING] and sorted(duel.deck(0)) == sorted([M1000, CLIFF, M1500])


def test_meanae_returns_a_targeted_dark_scorpion_from_the_gy():
    # The GY mode targets at activation (V01; the later text says "target").
    duel = position(monsters=([MEANAE], []), graveyards=([GORG, M1000], []), decks=([M1000, CLIFF], TOP))
    to_battle(duel)
    hit(duel, 0)
    duel.apply(A.ACT_YES)
    assert options(duel) == [0, 1]
    duel.apply(SECOND)
    assert duel.decision() == "target"
    targets = [duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions()]
    assert targets == [GORG]
    duel.apply(duel.legal_actions()[0])
    settle(duel)
    assert duel.hand(0) == [GORG] and duel.graveyard(0) == [M1000] and duel.deck(0) == [M1000, CLIFF]


def test_meanae_with_no_dark_scorpion_anywhere_does_not_activate():
    duel = position(monsters=([MEANAE], []), graveyards=([M1000], []), decks=([M1000], TOP))
    to_battle(duel)
    assert hit(duel, 0) == "battle" and duel.lp(1) == 7000


# ---- Dark Scorpion - Chick the Yellow ------------------------------------------------------------

def test_chick_returns_a_targeted_card_on_the_field_to_the_hand():
    duel = position(monsters=([CHICK], []), spells=([], [SAKURETSU]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    settle(duel, option=FIRST)
    assert duel.decision() == "target"
    select(duel, duel.spells(1)[0]["card"])
    settle(duel)
    assert duel.hand(1) == [SAKURETSU] and duel.spells(1)[0] is None


def test_chick_puts_the_top_card_of_the_opponents_deck_at_the_bottom():
    duel = position(monsters=([CHICK], []), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    settle(duel, option=SECOND, bottom=True)
    assert duel.deck(1) == TOP[1:] + TOP[:1]
    assert duel.lp(1) == 7000


def test_chick_may_leave_the_top_card_where_it_is_and_knows_it():
    duel = position(monsters=([CHICK], []), decks=(TOP, TOP))
    top = duel.card_ids(1, "deck")[0]
    to_battle(duel)
    hit(duel, 0)
    duel.apply(A.ACT_YES)
    duel.apply(SECOND)
    assert settle(duel) == "yesno" and duel.chain()  # the look: top or bottom
    assert top in duel.revealed_to(0) and top not in duel.revealed_to(1)  # the owner does not see it
    duel.apply(A.ACT_NO)
    settle(duel)
    assert duel.deck(1) == TOP


# ---- Dark Scorpion - Cliff the Trap Remover ------------------------------------------------------

def test_cliff_destroys_a_targeted_spell_or_trap():
    duel = position(monsters=([CLIFF], []), spells=([], [SAKURETSU, MST]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    settle(duel, option=FIRST)
    assert duel.decision() == "target"
    select(duel, duel.spells(1)[1]["card"])
    settle(duel)
    assert duel.graveyard(1) == [MST] and duel.spells(1)[0]["code"] == SAKURETSU


def test_cliff_sends_the_top_two_cards_to_the_gy():
    duel = position(monsters=([CLIFF], []), spells=([], [SAKURETSU]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    settle(duel, option=SECOND)
    assert duel.deck(1) == TOP[2:] and sorted(duel.graveyard(1)) == sorted(TOP[:2])


def test_cliff_with_no_spell_or_trap_only_mills():
    duel = position(monsters=([CLIFF], []), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    yes_with_one_mode(duel)
    assert duel.deck(1) == TOP[2:]


# ---- Dark Scorpion - Gorg the Strong -------------------------------------------------------------

def test_gorg_returns_a_targeted_monster_to_the_top_of_the_deck():
    # The monster it battled is destroyed (in the GY at the end of the Damage Step); the other
    # one is the target and goes on top of its owner's Deck, not shuffled.
    duel = position(monsters=([GORG], [(M1000, "attack"), (M2000, "defense")]), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0, 0)
    settle(duel, option=FIRST)
    assert duel.decision() == "target"
    select(duel, monster_card(duel, 1, 1))
    settle(duel)
    assert duel.deck(1) == [M2000] + TOP and codes(duel, 1)[1] is None


def test_gorg_sends_the_top_card_to_the_gy():
    duel = position(monsters=([GORG], []), decks=(TOP, TOP))
    to_battle(duel)
    hit(duel, 0)
    yes_with_one_mode(duel)  # no monster to target: the mill only
    assert duel.deck(1) == TOP[1:] and duel.graveyard(1) == TOP[:1]


# ---- Mustering of the Dark Scorpions ----------------------------------------------------------

def test_mustering_summons_one_of_each_name_from_the_hand():
    # Two copies of Chick: only one can come out; Cliff too; the Normal Monster stays.
    duel = position(monsters=([DON_ZALOOG], []), hands=([MUSTERING, CHICK, CHICK, CLIFF, M1000], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MUSTERING))
    assert settle(duel) == "choose"
    offered = sorted(duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions())
    assert offered == sorted([CHICK, CHICK, CLIFF])  # the first pick is required (T05)
    select(duel, card_in_hand(duel, 0, CHICK))
    assert settle(duel) == "choose"
    offered = [duel.card_code(int(a) - A.ACT_SELECT) for a in duel.legal_actions() if int(a) >= A.ACT_SELECT]
    assert offered == [CLIFF] and A.ACT_PASS in [int(a) for a in duel.legal_actions()]
    select(duel, card_in_hand(duel, 0, CLIFF))
    settle(duel)
    assert sorted(c for c in codes(duel, 0) if c) == sorted([DON_ZALOOG, CHICK, CLIFF])
    assert sorted(duel.hand(0)) == sorted([CHICK, M1000]) and duel.graveyard(0) == [MUSTERING]


def test_mustering_may_stop_after_the_first():
    duel = position(monsters=([DON_ZALOOG], []), hands=([MUSTERING, CHICK, GORG], []))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, MUSTERING))
    settle(duel)
    select(duel, card_in_hand(duel, 0, GORG))
    assert settle(duel) == "choose"
    duel.apply(A.ACT_PASS)
    settle(duel)
    assert duel.hand(0) == [CHICK] and GORG in codes(duel, 0)


def test_mustering_needs_a_face_up_don_zaloog():
    # A face-down Don Zaloog does not count; no Don at all neither.
    duel = position(monsters=([(DON_ZALOOG, "set")], []), hands=([MUSTERING, CHICK], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, MUSTERING) not in [int(a) for a in duel.legal_actions()]
    duel = position(hands=([MUSTERING, CHICK], []))
    assert A.ACT_ACTIVATE + card_in_hand(duel, 0, MUSTERING) not in [int(a) for a in duel.legal_actions()]


def test_mustering_needs_a_dark_scorpion_monster_in_the_hand():
    # U08: Don Zaloog himself is not a "Dark Scorpion"; another Mustering is not a monster.
    duel = position(monsters=([DON_ZALOOG], []), hands=([MUSTERING, MUSTERING, DON_ZALOOG], []))
    assert all(int(a) - A.ACT_ACTIVATE not in duel.card_ids(0, "hand") for a in duel.legal_actions()
               if int(a) >= A.ACT_ACTIVATE and int(a) < A.ACT_ACTIVATE + 160)


# ---- Reaper on the Nightmare ----------------------------------------------------------------------

def attack_slots(duel, zone):
    out = []
    for a in duel.legal_actions():
        a = int(a)
        if a >= A.ACT_ATTACK and a < A.ACT_OPTION and (a - A.ACT_ATTACK) // A.ATTACK_TARGETS == zone:
            slot = (a - A.ACT_ATTACK) % A.ATTACK_TARGETS
            out.append(None if slot == A.ATTACK_DIRECT else slot)
    return out


def test_reaper_on_the_nightmare_attacks_directly_past_monsters_and_discards():
    duel = position(monsters=([REAPER_ON_THE_NIGHTMARE], [M2000]), hands=([], [M1000, M1500]))
    to_battle(duel)
    assert attack_slots(duel, 0) == [0, None]  # the monster, or the opponent directly
    assert hit(duel, 0) == "battle"
    assert duel.lp(1) == 8000 - 800 and len(duel.hand(1)) == 1 and len(duel.graveyard(1)) == 1


def test_reaper_on_the_nightmare_is_not_destroyed_by_battle_and_a_battle_discards_nothing():
    duel = position(monsters=([REAPER_ON_THE_NIGHTMARE], [(M2000, "attack")]), hands=([], [M1000]))
    to_battle(duel)
    hit(duel, 0, 0)
    assert codes(duel, 0)[0] == REAPER_ON_THE_NIGHTMARE and duel.lp(0) == 8000 - 1200
    assert duel.hand(1) == [M1000]


def test_reaper_on_the_nightmare_is_destroyed_after_an_effect_targeting_it_resolves():
    # Change of Heart resolves (control changes), then the Reaper is destroyed: to its owner's GY.
    duel = position(hands=([CHANGE_OF_HEART], []), monsters=([], [REAPER_ON_THE_NIGHTMARE]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, CHANGE_OF_HEART))
    select(duel, monster_card(duel, 1, 0))
    settle(duel)
    assert duel.graveyard(1) == [REAPER_ON_THE_NIGHTMARE] and codes(duel, 0) == [None] * 5


def test_reaper_on_the_nightmare_turned_face_down_by_book_of_moon_stays():
    duel = position(hands=([BOOK_OF_MOON], []), monsters=([], [REAPER_ON_THE_NIGHTMARE]))
    duel.apply(A.ACT_ACTIVATE + card_in_hand(duel, 0, BOOK_OF_MOON))
    select(duel, monster_card(duel, 1, 0))
    settle(duel)
    assert codes(duel, 1)[0] == REAPER_ON_THE_NIGHTMARE and duel.monsters(1)[0]["position"] == "set"


def test_reaper_on_the_nightmare_is_a_fusion_of_spirit_reaper_and_nightmare_horse():
    from ygo_core.scripts.goat.scorpions import CARDS, NIGHTMARE_HORSE
    script = next(c for c in CARDS if c.code == REAPER_ON_THE_NIGHTMARE)
    assert script.effects[0].resolve[0].args == (SPIRIT_REAPER, NIGHTMARE_HORSE)


# ---- Dark Blade the Dragon Knight -----------------------------------------------------------------

def test_dark_blade_banishes_up_to_three_targeted_monsters_of_the_opponents_gy():
    duel = position(monsters=([DARK_BLADE_DRAGON_KNIGHT], []),
                    graveyards=([M1000], [M1000, M1500, SAKURETSU, M2000, W500]))
    to_battle(duel)
    assert hit(duel, 0) == "yesno"
    duel.apply(A.ACT_YES)
    assert duel.decision() == "target"
    gy = duel.card_ids(1, "gy")
    offered = sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions())
    assert offered == sorted(c for c in gy if duel.card_code(c) != SAKURETSU)  # monsters only, theirs
    for code in (M1000, M1500, M2000):
        select(duel, next(c for c in gy if duel.card_code(c) == code))
    settle(duel)
    assert sorted(duel.banished(1)) == sorted([M1000, M1500, M2000])
    assert sorted(duel.graveyard(1)) == sorted([SAKURETSU, W500]) and duel.graveyard(0) == [M1000]


def test_dark_blade_may_banish_just_one():
    duel = position(monsters=([DARK_BLADE_DRAGON_KNIGHT], []), graveyards=([], [M1000, M1500]))
    to_battle(duel)
    hit(duel, 0)
    duel.apply(A.ACT_YES)
    select(duel, duel.card_ids(1, "gy")[0])
    assert A.ACT_PASS in [int(a) for a in duel.legal_actions()]
    duel.apply(A.ACT_PASS)
    settle(duel)
    assert duel.banished(1) == [M1000] and duel.graveyard(1) == [M1500]


def test_dark_blade_with_no_monster_in_the_opponents_gy_does_nothing():
    duel = position(monsters=([DARK_BLADE_DRAGON_KNIGHT], []), graveyards=([M1000], [SAKURETSU]))
    to_battle(duel)
    assert hit(duel, 0) == "battle" and duel.lp(1) == 8000 - 2200 and duel.banished(1) == []


# ---- Hand of Nephthys --------------------------------------------------------------------------
SACRED_PHOENIX = 61441708  # not bundled: a pool of this test's own, with the Phoenix scripted


NIGHTMARE_HORSE = 59290628   # not bundled: stand-in Normal Monsters in this test's own pool,
DARK_BLADE = 11321183        # so that the Fusion Monsters' materials exist
PITCH_DARK_DRAGON = 47415292
_POOL = None


def pool():
    """The bundled cards and the synthetic vanillas, plus the Phoenix (with a stand-in effect)
    and the Fusion materials the bundled pool lacks (as Normal Monsters)."""
    global _POOL
    if _POOL is None:
        from ygo_core import CardDB
        from ygo_core.carddb import CardInfo, _read_bundled
        from ygo_core.scripts.compiler import bundled_scripts
        from ygo_core.scripts.vocab import card, draw, trigger
        from helpers import _synthetic_cards
        extra = [CardInfo(SACRED_PHOENIX, 0, "Sacred Phoenix of Nephthys", 0x21, 6, 0x4, 0x200, 2400, 1600),
                 CardInfo(NIGHTMARE_HORSE, 0, "Nightmare Horse", 0x11, 2, 0x20, 0x10, 500, 400),
                 CardInfo(DARK_BLADE, 0, "Dark Blade", 0x11, 4, 0x20, 0x1, 1800, 1500),
                 CardInfo(PITCH_DARK_DRAGON, 0, "Pitch-Dark Dragon", 0x11, 3, 0x20, 0x2000, 900, 600)]
        scripts = dict(bundled_scripts())
        # A stand-in effect for the Phoenix (its own is not these tests' subject).
        scripts[SACRED_PHOENIX] = card(SACRED_PHOENIX, "Sacred Phoenix of Nephthys",
                                       trigger("end_phase", draw(0), of="self"))
        _POOL = CardDB(_read_bundled() + list(_synthetic_cards()) + extra, scripts=scripts)
    return _POOL


def phoenix_position(**kw):
    from ygo_core import Duel
    from helpers import filler
    kw.setdefault("auto_forced", False)
    kw.setdefault("decks", (filler(), filler()))
    return Duel.from_position(pool(), **kw)


def test_hand_of_nephthys_tributes_itself_and_another_to_summon_the_phoenix_from_the_deck():
    duel = phoenix_position(monsters=([HAND_OF_NEPHTHYS, M1000, M1500], []),
                            decks=([M2000, SACRED_PHOENIX, M2000], [M1000] * 5))
    hand = monster_card(duel, 0, 0)
    duel.apply(A.ACT_ACTIVATE + hand)
    assert duel.decision() == "cost"   # the other monster to Tribute (not the Hand itself)
    offered = sorted(int(a) - A.ACT_SELECT for a in duel.legal_actions())
    assert offered == sorted([monster_card(duel, 0, 1), monster_card(duel, 0, 2)])
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 2))
    assert settle(duel) == "choose"
    select(duel, named(duel, 0, SACRED_PHOENIX))
    settle(duel)
    assert SACRED_PHOENIX in codes(duel, 0) and M1000 in codes(duel, 0)
    assert sorted(duel.graveyard(0)) == sorted([HAND_OF_NEPHTHYS, M1500])
    assert sorted(duel.deck(0)) == [M2000, M2000]


def test_hand_of_nephthys_needs_another_monster_and_a_phoenix():
    # Alone on the field it cannot pay; without a Phoenix in the hand or Deck it cannot summon (U08).
    duel = phoenix_position(monsters=([HAND_OF_NEPHTHYS], []), hands=([SACRED_PHOENIX], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in [int(a) for a in duel.legal_actions()]
    duel = phoenix_position(monsters=([HAND_OF_NEPHTHYS, M1000], []), graveyards=([SACRED_PHOENIX], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) not in [int(a) for a in duel.legal_actions()]
    duel = phoenix_position(monsters=([HAND_OF_NEPHTHYS, M1000], []), hands=([SACRED_PHOENIX], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in [int(a) for a in duel.legal_actions()]


def test_hand_of_nephthys_summons_the_phoenix_from_the_hand():
    duel = phoenix_position(monsters=([HAND_OF_NEPHTHYS, M1000], []), hands=([SACRED_PHOENIX], []))
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 1))
    assert settle(duel) == "choose"
    select(duel, card_in_hand(duel, 0, SACRED_PHOENIX))
    settle(duel)
    assert [c for c in codes(duel, 0) if c] == [SACRED_PHOENIX] and duel.hand(0) == []


# ---- random play ---------------------------------------------------------------------------------
POLYMERIZATION = 24094654
SCORPION_CARDS = [DON_ZALOOG, DON_ZALOOG, DON_ZALOOG, MEANAE, MEANAE, CHICK, CHICK, CLIFF, CLIFF, GORG,
                  GORG, MUSTERING, MUSTERING, HAND_OF_NEPHTHYS, HAND_OF_NEPHTHYS, SACRED_PHOENIX,
                  SPIRIT_REAPER, SPIRIT_REAPER, NIGHTMARE_HORSE, NIGHTMARE_HORSE, DARK_BLADE, DARK_BLADE,
                  PITCH_DARK_DRAGON, PITCH_DARK_DRAGON, POLYMERIZATION, POLYMERIZATION]
EXTRA = [REAPER_ON_THE_NIGHTMARE, REAPER_ON_THE_NIGHTMARE, DARK_BLADE_DRAGON_KNIGHT, DARK_BLADE_DRAGON_KNIGHT]


def scorpion_decks():
    """Two 40-card Decks: the family's cards (and the Fusion materials, Polymerization, the
    Phoenix), the scripted staples, and a few vanillas."""
    from helpers import GOAT_STAPLES
    deck = SCORPION_CARDS + GOAT_STAPLES + [M1000, M1500, M2000, W500]
    assert len(deck) == 40
    return deck, list(reversed(deck))


def test_scorpions_random_duels_keep_the_invariants_step_by_step():
    from ygo_core import RULESETS
    from invariants import play_checked
    deck0, deck1 = scorpion_decks()
    rulesets = sorted(RULESETS)
    for seed in seeds(150):
        play_checked(pool(), deck0, deck1, seed, rulesets[seed % len(rulesets)], illegal_every=11,
                     extra0=EXTRA, extra1=EXTRA)


def test_scorpions_playouts_end_consistently():
    from ygo_core import Duel
    deck0, deck1 = scorpion_decks()
    wins = {0: 0, 1: 0, -1: 0}
    for seed in range(400):
        duel = Duel(pool(), deck0, deck1, seed=seed, first_player=seed % 2, extra0=EXTRA, extra1=EXTRA)
        winner = duel.playout(seed)
        wins[winner] += 1
        assert duel.is_terminal() and duel.winner() == winner
    assert wins[0] > 0 and wins[1] > 0


def test_the_same_seed_plays_the_same_duel_with_the_scorpion_cards():
    import numpy as np
    from ygo_core import Duel
    deck0, deck1 = scorpion_decks()
    for seed in range(30):
        a = Duel(pool(), deck0, deck1, seed=seed, first_player=seed % 2, extra0=EXTRA, extra1=EXTRA)
        b = Duel(pool(), deck0, deck1, seed=seed, first_player=seed % 2, extra0=EXTRA, extra1=EXTRA)
        a.playout(seed=seed)
        b.playout(seed=seed)
        assert np.array_equal(a.buffer, b.buffer)


def test_the_dark_scorpion_list_plays_without_dead_cards():
    # The format's Dark Scorpion list (../shared/decks/goat/dark-scorpion.ydk) is fully scripted
    # now: it is accepted as it is, and checked random duels against the Warrior list end.
    import pytest
    from ygo_core import Duel
    from helpers import SHARED, load_ydk, test_db
    from invariants import play_checked
    lists = SHARED / "decks" / "goat"
    if not (lists / "dark-scorpion.ydk").is_file():
        pytest.skip("../shared/decks/goat is not present")
    scorpions, warrior = load_ydk(lists / "dark-scorpion.ydk"), load_ydk(lists / "warrior.ydk")
    Duel(test_db(), scorpions, scorpions, seed=0)  # no card refused
    for seed in range(30):
        play_checked(test_db(), scorpions, warrior, seed, "mr3", allow_unimplemented=True)


def test_hand_of_nephthys_works_with_five_monsters_on_the_field():
    # U08: the Tributes free two zones before the Phoenix is summoned.
    duel = phoenix_position(monsters=([HAND_OF_NEPHTHYS, M1000, M1000, M1500, M2000], []),
                            hands=([SACRED_PHOENIX], []))
    assert A.ACT_ACTIVATE + monster_card(duel, 0, 0) in [int(a) for a in duel.legal_actions()]
    duel.apply(A.ACT_ACTIVATE + monster_card(duel, 0, 0))
    duel.apply(A.ACT_SELECT + monster_card(duel, 0, 4))
    assert settle(duel) == "choose"
    select(duel, card_in_hand(duel, 0, SACRED_PHOENIX))
    settle(duel)
    assert SACRED_PHOENIX in codes(duel, 0) and sorted(duel.graveyard(0)) == sorted([HAND_OF_NEPHTHYS, M2000])

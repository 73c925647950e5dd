"""The Python package against the engines it wraps (issue 15): random games through the codes
end as `cardroom replay` says, nothing another seat hides reaches a seat's observation, bad
input raises ValueError or TypeError and changes nothing.

    PYTHONPATH=build/python /usr/bin/python3 -m pytest tests/python
"""
import json
import os
import random
import subprocess
import sys

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

import cardroom

CARDROOM = os.environ.get("CARDROOM_BINARY", "build/cardroom")
VYING = ["seven-twenty-seven", "fifteen-thirty-five"]


def replay(record):
    """`cardroom replay`'s answer for a record."""
    out = subprocess.run([CARDROOM, "replay"], input=json.dumps(record), capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def play_randomly(state, rng):
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal == sorted(legal) and legal, "legal codes are a non-empty ascending list"
        mask = state.legal_actions_mask()
        assert mask.dtype == np.bool_ and list(np.flatnonzero(mask)) == legal
        state.apply_action(rng.choice(legal))
    return state


def test_games_and_names():
    assert cardroom.games() == ["seven-twenty-seven", "fifteen-thirty-five", "five-three-five"]
    for alias, players in (("7-27", 10), ("15-35", 8), ("535", 6)):
        game = cardroom.load_game(alias, players=players)
        assert game.num_players() == players
        assert isinstance(game.rules(), dict)
        assert game.max_game_length() > 0


def test_action_codes_as_documented():
    game = cardroom.load_game("15-35", players=3, stack=100)
    assert game.num_distinct_actions() == 261
    state = game.new_initial_state(seed=1)
    for code, word in ((0, "fold"), (1, "check"), (2, "call"), (3, "all-in"), (4, "take"),
                       (5, "stand"), (6, "declare low"), (8, "declare both"), (9, "expose Ac"),
                       (60, "expose Ks"), (61, "bet 1"), (160, "bet 100"), (161, "raise 1")):
        assert state.action_to_string(code) == word
        assert state.string_to_action(word) == code
    five = cardroom.load_game("535", players=4)
    assert five.num_distinct_actions() == 250
    s = five.new_initial_state(seed=1)
    assert [s.action_to_string(c) for c in (0, 12, 13, 83, 166, 249)] == [
        "lead 1", "lead 15", "lead 1 1", "overwrite 1", "add 1", "pass"]
    assert s.string_to_action("add 2 5") == 166 + [
        i for i in range(83) if s.action_to_string(i) == "lead 2 5"][0]


@pytest.mark.parametrize("name", VYING)
def test_random_hands_settle_as_replay_does(name):
    rng = random.Random(5)
    game = cardroom.load_game(name, players=4, stack=50)
    for seed in range(25):
        state = play_randomly(game.new_initial_state(seed=seed, dealer=seed % 4), rng)
        returns = state.returns()
        assert sum(returns) == 0 and state.current_player() == -1
        record = state.to_record()
        answer = replay(record)
        assert answer["finished"]
        assert [s - 50 for s in answer["stacks"]] == returns
        again = cardroom.state_from_record(record)
        assert again.history() == state.history() and again.returns() == returns


def test_a_seeded_state_is_the_record_with_that_seed():
    """new_initial_state(seed=S) deals what `cardroom replay` deals from {"seed": S}."""
    game = cardroom.load_game("7-27", players=3, stack=100)
    state = game.new_initial_state(seed=42, dealer=1)
    answer = replay({"game": "7-27", "stacks": [100, 100, 100], "dealer": 1, "seed": 42, "actions": []})
    assert answer["to_act"] == state.current_player()
    for seat in range(3):
        assert state.observation(seat)["seats"][seat]["cards"] == answer["hands"][seat]


def expand(words, state):
    """The replay's legal words ("bet 1-5") as the codes they stand for."""
    codes = set()
    for word in words:
        verb, _, amount = word.partition(" ")
        if verb in ("bet", "raise") and "-" in amount:
            lo, hi = map(int, amount.split("-"))
            codes |= {state.string_to_action(f"{verb} {n}") for n in range(lo, hi + 1)}
        else:
            codes.add(state.string_to_action(word))
    return sorted(codes)


@pytest.mark.parametrize("name", VYING + ["five-three-five"])
def test_legal_actions_move_by_move_are_the_engines(name):
    """At every point of a few random games, the legal codes are the legal words `cardroom
    replay` gives for the record so far, and the seat to act is the same."""
    rng = random.Random(9)
    players = 4 if name == "five-three-five" else 3
    game = cardroom.load_game(name, players=players)
    for seed in range(2):
        state = game.new_initial_state(seed=seed)
        while True:
            answer = replay(state.to_record())
            assert answer["finished"] == state.is_terminal()
            if state.is_terminal():
                break
            assert answer["to_act"] == state.current_player()
            assert expand(answer["legal"], state) == state.legal_actions()
            state.apply_action(rng.choice(state.legal_actions()))


def test_five35_rounds_settle_as_replay_does():
    rng = random.Random(6)
    for players in (2, 3, 4, 5, 6):
        game = cardroom.load_game("535", players=players)
        for seed in range(10):
            state = play_randomly(game.new_initial_state(seed=seed, dealer=seed % players), rng)
            record = state.to_record()
            answer = replay(record)
            assert answer["finished"]
            assert [-p for p in answer["round_points"]] == state.returns()


def test_whole_five35_games_end_at_the_target():
    game = cardroom.load_game("535", players=4, episode="game")
    state = play_randomly(game.new_initial_state(seed=3), random.Random(3))
    assert min(state.returns()) <= -20


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_whole_five35_game_comes_back_from_its_record(players):
    """A whole game's record restores the game: its rounds, scores, dealer and the moves to
    come, at any point of the game (after several rounds too), through JSON."""
    game = cardroom.load_game("535", players=players, episode="game")
    rng = random.Random(players)
    later_rounds = 0
    for seed in range(6):
        state = game.new_initial_state(seed=seed, dealer=seed % players)
        stop = rng.randrange(0, 400)
        while not state.is_terminal() and len(state.history()) < stop:
            state.apply_action(rng.choice(state.legal_actions()))
        record = json.loads(json.dumps(state.to_record()))
        assert record["episode"] == "game" and record["dealer"] == seed % players
        back = cardroom.state_from_record(record)
        later_rounds += any(state.observation(0)["seats"][s]["score"] for s in range(players))
        assert back.history() == state.history()
        assert back.returns() == state.returns()
        for seat in range(players):
            assert back.observation(seat) == state.observation(seat)
        while not state.is_terminal():
            code = rng.choice(state.legal_actions())
            assert back.legal_actions() == state.legal_actions()
            state.apply_action(code)
            back.apply_action(code)
        assert back.is_terminal() and back.returns() == state.returns()
    assert later_rounds > 0, "some records were taken after a round had scored"


def test_a_five35_record_that_cannot_restore_its_game_is_refused():
    game = cardroom.load_game("535", players=4, episode="game")
    deck = cardroom.load_game("535", players=4).new_initial_state(seed=9).to_record()["deck"][::-1]
    state = game.new_initial_state(seed=5, deck=deck, dealer=1)
    rng = random.Random(5)
    while not state.is_terminal() and not any(
            state.observation(0)["seats"][s]["score"] for s in range(4)):
        state.apply_action(rng.choice(state.legal_actions()))
    record = state.to_record()
    assert record["deck"] == deck and record["seed"] == 5
    assert cardroom.state_from_record(record).history() == state.history()
    with pytest.raises(ValueError, match="scores"):
        cardroom.state_from_record(dict(record, scores=[0, 0, 0, 0]))
    with pytest.raises(ValueError, match="episode"):
        cardroom.state_from_record(dict(record, episode="season"))
    with pytest.raises(ValueError, match="action 0"):
        cardroom.state_from_record(dict(record, actions=["lead 99"]))
    # A round record from later in a game (totals before it) needs the game: refused.
    round_record = cardroom.load_game("535", players=4).new_initial_state(seed=5).to_record()
    with pytest.raises(ValueError, match="scores"):
        cardroom.state_from_record(dict(round_record, scores=[3, 0, 14, 1]))


@pytest.mark.parametrize("name", VYING + ["five-three-five"])
def test_no_hidden_card_reaches_a_seat(name):
    """Two states that differ only in what seat 0 cannot see give seat 0 the same observation:
    a state and its resample for seat 0, played on with the same codes."""
    rng = random.Random(7)
    game = cardroom.load_game(name, players=4)
    for seed in range(60):
        state = game.new_initial_state(seed=seed)
        steps = rng.randrange(0, 12)
        for _ in range(steps):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        other = state.resample(0, seed + 1000)
        assert other.observation(0) == state.observation(0)
        assert np.array_equal(other.observation_tensor(0), state.observation_tensor(0))
        assert other.observation_tensor(0).dtype == np.float32
        assert other.observation_tensor(0).shape == tuple(game.observation_tensor_shape())
        if not state.is_terminal() and state.current_player() == 0:
            assert other.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("name", VYING + ["five-three-five"])
def test_a_resample_depends_on_the_view_alone(name):
    """Resampling two states that differ only in what the seat cannot see, with the same seed,
    gives the same state: nothing hidden is kept. And resamples differ from the truth."""
    rng = random.Random(10)
    game = cardroom.load_game(name, players=4)
    changed = 0
    for seed in range(40):
        state = game.new_initial_state(seed=seed)
        for _ in range(rng.randrange(0, 10)):
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
        twin = state.resample(0, 7777)  # the same view, other hidden cards
        a, b = state.resample(0, seed), twin.resample(0, seed)
        for seat in range(4):
            assert a.observation(seat) == b.observation(seat)
            assert np.array_equal(a.observation_tensor(seat), b.observation_tensor(seat))
        changed += any(a.observation(s) != state.observation(s) for s in range(1, 4))
    assert changed > 20, "resamples deal the unseen cards afresh"


def to_hidden_declarations(state, rng):
    """Plays on at random until a seat is to declare after others have declared (unseen by it),
    or to the end; True when such a moment came."""
    while not state.is_terminal():
        seat = state.current_player()
        obs = state.observation(seat)
        if obs["phase"] == "declare" and any(w == "declare" for _, w in obs["history"]):
            return True
        state.apply_action(rng.choice(state.legal_actions()))
    return False


@pytest.mark.parametrize("name", VYING)
def test_a_resample_draws_the_unseen_declarations_everywhere(name):
    """Simultaneous declarations already made are hidden from the seat to declare: a resample
    draws them afresh, and its history says what its hands say (the true codes would tell the
    seat what it cannot know), while depending on the seat's view alone."""
    rng = random.Random(11)
    game = cardroom.load_game(name, players=5, rules={"showdown": "declare-simultaneous"})
    moments = 0
    for seed in range(200):
        state = game.new_initial_state(seed=seed)
        if not to_hidden_declarations(state, rng):
            continue
        moments += 1
        seat = state.current_player()
        twin = state.resample(seat, 99)  # the same view, other hidden cards and declarations
        histories = set()
        for k in range(12):
            sample = state.resample(seat, k)
            assert sample.history() == twin.resample(seat, k).history()
            assert sample.observation(seat) == state.observation(seat)
            histories.add(tuple(sample.history()))
            for other in range(5):
                obs = sample.observation(other)
                declared = obs["seats"][other]["declaration"]
                said = [w for s, w in obs["history"] if s == other and w.startswith("declare")]
                assert said == ([] if declared is None else ["declare " + declared])
            play_randomly(sample, rng)
            assert sum(sample.returns()) == 0
        assert len(histories) > 1, "the unseen declarations are drawn, not kept"
    assert moments >= 20


@pytest.mark.parametrize("name", VYING + ["five-three-five"])
def test_a_state_without_a_seed_is_seed_zero_and_says_so(name):
    game = cardroom.load_game(name, players=4)
    assert game.new_initial_state().to_record() == game.new_initial_state(seed=0).to_record()
    assert game.new_initial_state().to_record() != game.new_initial_state(seed=1).to_record()
    assert "seed: object = 0" in game.new_initial_state.__doc__


def test_an_observation_names_only_cards_the_seat_may_see():
    game = cardroom.load_game("15-35", players=5)
    rng = random.Random(8)
    for seed in range(40):
        state = game.new_initial_state(seed=seed)
        while not state.is_terminal() and rng.random() < 0.9:
            state.apply_action(rng.choice(state.legal_actions()))
        for seat in range(5):
            obs = state.observation(seat)
            for i, s in enumerate(obs["seats"]):
                for card, up in zip(s["cards"], s["up"]):
                    if i != seat and not up and not state.is_terminal():
                        assert card == "??"


def test_bad_input_raises_and_changes_nothing():
    game = cardroom.load_game("15-35", players=3)
    state = game.new_initial_state(seed=2)
    before = (state.history(), state.current_player(), state.legal_actions())
    illegal = next(c for c in range(game.num_distinct_actions()) if c not in state.legal_actions())
    with pytest.raises(ValueError):
        state.apply_action(illegal)
    with pytest.raises(ValueError):
        state.apply_action(100000)
    with pytest.raises(ValueError):
        state.apply_action(2**40)
    for not_a_code in (True, False, np.bool_(True), 1.0, "1", None):
        with pytest.raises(TypeError):
            state.apply_action(not_a_code)
        with pytest.raises(TypeError):
            state.action_to_string(not_a_code)
    assert (state.history(), state.current_player(), state.legal_actions()) == before
    played = state.clone()
    played.apply_action(np.int64(state.legal_actions()[0]))  # numpy's integers are codes
    assert played.history() == [state.legal_actions()[0]]
    with pytest.raises(ValueError, match="poker"):
        cardroom.load_game("poker")
    with pytest.raises(ValueError, match="nosuchrule"):
        cardroom.load_game("7-27", rules={"nosuchrule": 1})
    with pytest.raises(ValueError, match="nearness"):
        cardroom.load_game("7-27", rules={"nearness": "closest"})
    with pytest.raises(ValueError):
        cardroom.load_game("15-35", players=9)
    with pytest.raises(TypeError):
        cardroom.load_game("15-35", players="six")
    with pytest.raises(ValueError):
        state.observation(7)
    with pytest.raises(ValueError):
        cardroom.Bot("genius")
    with pytest.raises(ValueError):
        game.new_initial_state(deck=["Zz"])
    with pytest.raises(ValueError):
        cardroom.state_from_record({"game": "7-27", "stacks": [5, 5], "seed": 1, "actions": ["bet 99"]})


def test_bots_play_legal_codes_from_the_view():
    for name in VYING + ["five-three-five"]:
        game = cardroom.load_game(name, players=3)
        bot = cardroom.Bot("heuristic", seed=1)
        state = game.new_initial_state(seed=4)
        while not state.is_terminal():
            code = bot.step(state)
            assert code in state.legal_actions()
            state.apply_action(code)


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**40), players=st.integers(2, 6), name=st.sampled_from(VYING + ["five-three-five"]))
def test_clone_is_independent_and_history_replays(seed, players, name):
    game = cardroom.load_game(name, players=players)
    state = game.new_initial_state(seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 30)):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    copy = state.clone()
    if not copy.is_terminal():
        copy.apply_action(copy.legal_actions()[0])
        assert copy.history() != state.history()
    again = game.new_initial_state(seed=seed)
    for code in state.history():
        again.apply_action(code)
    assert again.history() == state.history()
    assert np.array_equal(again.observation_tensor(0), state.observation_tensor(0))


def described(doc):
    """A docstring with words of its own (pybind11 puts the signature first)."""
    if not doc:
        return False
    parts = doc.strip().split("\n\n", 1)
    text = parts[1] if len(parts) == 2 and "(" in parts[0] and "->" in parts[0] else doc
    return len(text.strip()) > 10


def test_every_function_and_class_has_a_docstring():
    missing = []
    for name in cardroom.__all__:
        thing = getattr(cardroom, name)
        if not described(thing.__doc__):
            missing.append(name)
        if isinstance(thing, type):
            for attr, member in vars(thing).items():
                if attr.startswith("_") or not callable(member):
                    continue
                if not described(getattr(member, "__doc__", None)):
                    missing.append(f"{name}.{attr}")
    assert not missing, f"no docstring: {missing}"


if __name__ == "__main__":
    sys.exit(pytest.main([__file__, "-q"]))

"""Conformance of every game at every table size, in the spirit of OpenSpiel's RandomSimTest and
ResampleInfostateTest: random episodes played through the codes, checking at every step what a
learning library takes for granted (docs/python.md, "Conformance")."""
import copy
import pickle
import random

import numpy as np
import pytest

import cardroom

TABLES = []
for _name in ("seven-twenty-seven", "fifteen-thirty-five"):
    for _players in range(2, cardroom.load_game(_name, players=2).get_type().max_num_players + 1):
        TABLES.append((_name, _players, None))
for _players in range(2, 7):
    TABLES.append(("five-three-five", _players, "round"))
    TABLES.append(("five-three-five", _players, "game"))

EPISODES = 3


def same_state(a, b, players):
    assert a == b and not (a != b)
    assert a.history() == b.history()
    assert a.current_player() == b.current_player()
    assert a.is_terminal() == b.is_terminal()
    assert a.returns() == b.returns()
    assert a.legal_actions() == b.legal_actions()
    for seat in range(players):
        assert a.observation(seat) == b.observation(seat)
        assert np.array_equal(a.observation_tensor(seat), b.observation_tensor(seat))
        assert a.information_state_string(seat) == b.information_state_string(seat)


def check_step(game, state, players, rng):
    """Every property of one state that does not depend on the path to it."""
    to_act = state.current_player()
    legal = state.legal_actions()
    assert legal == sorted(set(legal))
    assert all(0 <= a < game.num_distinct_actions() for a in legal)
    mask = state.legal_actions_mask()
    assert mask.shape == (game.num_distinct_actions(),) and list(np.flatnonzero(mask)) == legal
    if state.is_terminal():
        assert to_act == -1 and legal == []
    else:
        assert 0 <= to_act < players and legal
        assert state.legal_actions(to_act) == legal
    for seat in range(players):
        if seat != to_act:
            assert state.legal_actions(seat) == []
        tensor = state.observation_tensor(seat)
        assert tensor.dtype == np.float32 and tensor.shape == tuple(game.observation_tensor_shape())
        assert np.all(np.isfinite(tensor))
        assert state.observation_string(seat)
        assert state.information_state_string(seat)
        if game.get_type().provides_information_state_tensor:
            info = state.information_state_tensor(seat)
            assert info.dtype == np.float32
            assert info.shape == tuple(game.information_state_tensor_shape())
            # The observation tensor, then the history's blocks, each value in [0, 1].
            observed = tensor.shape[0]
            assert np.array_equal(info[:observed], tensor)
            assert np.all((info[observed:] >= 0) & (info[observed:] <= 1))
    # Copies of every kind are the same state, and independent of it.
    for other in (state.clone(), copy.copy(state), copy.deepcopy(state),
                  pickle.loads(pickle.dumps(state)), game.deserialize_state(state.serialize())):
        same_state(other, state, players)
    if legal:
        moved = state.clone()
        moved.apply_action(legal[0])
        assert len(moved.history()) == len(state.history()) + 1
        assert moved != state and state != "a state"
    # A resample keeps what the seat to act knows (its observation, its information state and
    # its legal codes): OpenSpiel's ResampleInfostateTest.
    if not state.is_terminal():
        sample = state.resample(to_act, rng.randrange(2**32))
        assert sample.observation(to_act) == state.observation(to_act)
        assert sample.information_state_string(to_act) == state.information_state_string(to_act)
        if game.get_type().provides_information_state_tensor:
            assert np.array_equal(sample.information_state_tensor(to_act),
                                  state.information_state_tensor(to_act))
        assert sample.legal_actions() == legal


@pytest.mark.parametrize("name,players,episode", TABLES)
def test_random_episodes_conform(name, players, episode):
    game = cardroom.load_game(name, players=players, episode=episode)
    assert game.num_players() == players
    kind = game.get_type()
    assert kind.utility == ("general_sum" if name == "five-three-five" else "zero_sum")
    assert kind.reward_model == "terminal" and kind.min_num_players <= players
    low, high = game.min_utility(), game.max_utility()
    assert low < high or (low <= high and name == "five-three-five")
    rng = random.Random(f"{name}/{players}/{episode}")
    for seed in range(EPISODES):
        state = game.new_initial_state(seed=seed, dealer=seed % players)
        rewards = np.zeros(players, dtype=np.int64)
        steps = 0
        while True:
            # Every step of short episodes; a few steps of long ones (whole games).
            if steps < 40 or rng.random() < 0.05:
                check_step(game, state, players, rng)
            rewards += np.array(state.rewards(), dtype=np.int64)
            if state.is_terminal():
                break
            state.apply_action(rng.choice(state.legal_actions()))
            steps += 1
            assert steps <= game.max_game_length() or game.max_game_length() < 0
        check_step(game, state, players, rng)
        returns = state.returns()
        assert list(rewards) == returns, "the rewards of an episode add up to its returns"
        assert all(low <= r <= high for r in returns), (returns, low, high)
        if game.utility_sum() is not None:
            assert sum(returns) == game.utility_sum()


@pytest.mark.parametrize("name", ["7-27", "15-35", "535"])
def test_equality_goes_to_the_last_hidden_card(name):
    """States are equal when everything is, hidden cards included: twins of one resample seed
    are equal, resamples of other seeds (other unseen cards) and other seeds' deals are not."""
    game = cardroom.load_game(name, players=4)
    state = game.new_initial_state(seed=3)
    assert state == game.new_initial_state(seed=3)
    assert state != game.new_initial_state(seed=4)
    assert state.resample(0, 1) == state.resample(0, 1)
    assert state.resample(0, 1) != state.resample(0, 2)
    with pytest.raises(TypeError):
        hash(state)


def test_a_serialized_state_belongs_to_its_table():
    seven = cardroom.load_game("7-27", players=3)
    text = seven.new_initial_state(seed=1).serialize()
    with pytest.raises(ValueError, match="another table"):
        cardroom.load_game("7-27", players=3, stack=50).deserialize_state(text)
    with pytest.raises(ValueError, match="Five Three Five"):
        cardroom.load_game("535", players=3).deserialize_state(text)
    with pytest.raises(ValueError, match="serialized"):
        seven.deserialize_state("{not json")
    sample = seven.new_initial_state(seed=1).resample(0, 5)
    with pytest.raises(ValueError, match="resampled"):
        sample.serialize()
    with pytest.raises(ValueError, match="resampled"):
        pickle.dumps(sample)
    assert "seats" in str(sample) and "seat" in repr(sample)
    copy.deepcopy(sample)  # copies need no record

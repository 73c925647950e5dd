"""The learned bots' network in PyTorch and its model file (docs/bots.md, "Model files").

The network is Q(state, action): an MLP over the state features and one candidate action's
features (computed in C++, cardroom.VectorEnv.learner_features), ReLU after every hidden layer and
one output. Its first layer is kept as two parts — the state's columns, computed once per
decision, and the action's, once per candidate — which is the same function as one linear layer
over the concatenation, and is what the file holds (src/bots/learned_model.h reads it).
"""
import struct

import torch
from torch import nn

import cardroom

MAGIC = b"CRQN"
GAME_NUMBERS = {"seven-twenty-seven": 0, "fifteen-thirty-five": 1, "five-three-five": 2}


class QNet(nn.Module):
    """Q(state, action) as an MLP; `hidden` the widths of the hidden layers."""

    def __init__(self, state_size, action_size, hidden=(256, 128, 64)):
        super().__init__()
        self.state_size = state_size
        self.action_size = action_size
        self.hidden = tuple(int(h) for h in hidden)
        self.state_in = nn.Linear(state_size, self.hidden[0])
        self.action_in = nn.Linear(action_size, self.hidden[0], bias=False)
        layers = []
        widths = list(self.hidden) + [1]
        for i in range(len(self.hidden)):
            layers.append(nn.ReLU())
            layers.append(nn.Linear(widths[i], widths[i + 1]))
        self.rest = nn.Sequential(*layers)

    def forward(self, states, actions, rows=None):
        """Q of each action row: `states` [N, S], `actions` [T, A]; `rows` [T] says which state
        each action row belongs to (None: row i to state i)."""
        s = self.state_in(states)
        if rows is not None:
            s = s[rows]
        return self.rest(s + self.action_in(actions)).squeeze(-1)

    def layers(self):
        """The linear layers as (weights [out, in], biases [out]) in float32, the first over the
        concatenated (state, action) features."""
        first_w = torch.cat([self.state_in.weight, self.action_in.weight], dim=1)
        out = [(first_w, self.state_in.bias)]
        out += [(m.weight, m.bias) for m in self.rest if isinstance(m, nn.Linear)]
        return [(w.detach().cpu().float().contiguous(), b.detach().cpu().float().contiguous())
                for w, b in out]


def widened(net_state, players, wider):
    """The state dict of a vying QNet of `players` seats (`net_state`) for a table of `wider`:
    the first layer's columns of the own cards, of the first `players` seat blocks (the viewer
    and the next seats clockwise) and of the 8 globals keep their weights, the blocks of the
    other seats get zeros. The wider network so starts playing as the narrower one did, reading
    the seats it knew; training then teaches it the others. Vying layout: 52 + 64 per seat + 8
    (src/features/observation.h)."""
    if wider < players:
        raise ValueError(f"a network of {players} seats cannot be narrowed to {wider}")
    old = net_state["state_in.weight"]
    if old.shape[1] != 52 + 64 * players + 8:
        raise ValueError(f"the state has {old.shape[1]} columns, not the vying layout of "
                         f"{players} seats")
    new = old.new_zeros((old.shape[0], 52 + 64 * wider + 8))
    kept = 52 + 64 * players
    new[:, :kept] = old[:, :kept]
    new[:, -8:] = old[:, -8:]
    out = dict(net_state)
    out["state_in.weight"] = new
    return out


def model_bytes(net, game, players):
    """The model file's bytes for `net` trained for `game` (any name cardroom accepts)."""
    name = cardroom._cardroom.game_name(game)
    header = MAGIC + struct.pack(
        "<IIIIIII", cardroom._cardroom.MODEL_FORMAT_VERSION, GAME_NUMBERS[name], players,
        cardroom._cardroom.LEARNED_FEATURES_VERSION, net.state_size, net.action_size,
        len(net.hidden))
    header += struct.pack("<" + "I" * len(net.hidden), *net.hidden)
    body = b"".join(w.numpy().astype("<f4").tobytes() + b.numpy().astype("<f4").tobytes()
                    for w, b in net.layers())
    return header + body


def export(net, game, players, path):
    """Writes the model file (written whole to a temporary name, then renamed)."""
    import os
    data = model_bytes(net, game, players)
    tmp = f"{path}.tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
    return len(data)

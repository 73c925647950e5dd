"""Training the learned and guided bots (docs/bots.md, docs/python.md): Deep Monte Carlo
self-play (`dmc`), expert iteration (`expert`: the guided search's visits and the results taught
back into the network) and the model file the C++ bots read (`model_file`). Needs PyTorch (1.13 or
later; Debian's python3-torch), imported only when these modules are: `import cardroom` alone
never imports torch.

    python3 -m cardroom.training 535 --minutes 30     # what scripts/train runs
"""

"""Training the learned bots (docs/bots.md, docs/python.md): Deep Monte Carlo self-play
(`dmc`) and the model file the C++ `learned` bot reads (`model_file`). Needs PyTorch (1.13 or
later; Debian's python3-torch), imported only when these modules are: `import cardroom` alone
never imports torch.

    python3 -m cardroom.training 535 --minutes 30     # what scripts/train runs
"""

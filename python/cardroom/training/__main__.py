"""`python3 -m cardroom.training GAME ...`: scripts/train's training, from an installed package."""
from .dmc import main

main()

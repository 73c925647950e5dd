// The simulation library's first file; `cardroom simulate` lands here.

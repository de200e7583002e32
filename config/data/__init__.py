"""Data files read with importlib.resources (policy.toml, stopwords.txt)."""

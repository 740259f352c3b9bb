"""Tests of the Python client (unittest; most run against a real proscd)."""

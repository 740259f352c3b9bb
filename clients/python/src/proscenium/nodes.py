"""Walking the ``Node`` trees that ``tree``, ``vc.instantiate`` and snapshots return."""

from __future__ import annotations

from typing import Any, Iterator, Mapping, Optional, cast

from .results import TreeNode

__all__ = ["iter_nodes", "find_node"]


def iter_nodes(tree: Optional[Mapping[str, Any]]) -> Iterator[TreeNode]:
    """Yields every Node of ``tree`` depth first: children before the presented controller.
    ``tree`` is a ``tree`` result (``{windows: [{root}]}``), one window entry, or a Node."""
    if tree is None:
        return
    if "windows" in tree:
        for window in tree["windows"]:
            yield from iter_nodes(window.get("root"))
        return
    if "root" in tree and "vc" not in tree:
        yield from iter_nodes(tree["root"])
        return
    yield cast(TreeNode, tree)
    for child in tree.get("children") or []:
        yield from iter_nodes(child)
    yield from iter_nodes(tree.get("presented"))


def find_node(tree: Optional[Mapping[str, Any]], **fields: Any) -> Optional[TreeNode]:
    """The first Node of ``tree`` whose members equal ``fields`` (e.g.
    ``find_node(t, storyboardIdentifier="Home")``), or None."""
    for node in iter_nodes(tree):
        if all(node.get(k) == v for k, v in fields.items()):
            return node
    return None

"""Walking the ``Node`` trees that ``tree``, ``vc.instantiate`` and snapshots return."""

__all__ = ["iter_nodes", "find_node"]


def iter_nodes(tree):
    """Yields every Node of ``tree`` depth first: children before the presented controller.
    ``tree`` is a ``tree`` result (``{windows: [{root}]}``), one window entry, or a Node."""
    if tree is None:
        return
    if "windows" in tree:
        for window in tree["windows"]:
            for node in iter_nodes(window.get("root")):
                yield node
        return
    if "root" in tree and "vc" not in tree:
        for node in iter_nodes(tree["root"]):
            yield node
        return
    yield tree
    for child in tree.get("children") or []:
        for node in iter_nodes(child):
            yield node
    for node in iter_nodes(tree.get("presented")):
        yield node


def find_node(tree, **fields):
    """The first Node of ``tree`` whose members equal ``fields`` (e.g.
    ``find_node(t, storyboardIdentifier="Home")``), or None."""
    for node in iter_nodes(tree):
        if all(node.get(k) == v for k, v in fields.items()):
            return node
    return None

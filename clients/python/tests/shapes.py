"""Checks JSON values (answers as the client returns them) against the annotations of
``proscenium.results``: a ``TypedDict`` must have every required key, no key it does not
declare, and each member of its declared type, recursively. It also remembers which
``TypedDict``s it checked and which of their keys it saw, so that a test can tell a declared
shape that no answer exercised."""

import collections
from typing import Any, Dict, List, Literal, Set, Union, get_args, get_origin, get_type_hints

__all__ = ["ShapeChecker", "is_typed_dict", "typed_dicts_of"]


def is_typed_dict(annotation):
    """True for a ``TypedDict`` class (``typing.is_typeddict`` is Python 3.10+)."""
    return (isinstance(annotation, type) and issubclass(annotation, dict)
            and hasattr(annotation, "__required_keys__") and hasattr(annotation, "__optional_keys__"))


def _name(annotation):
    return getattr(annotation, "__name__", None) or repr(annotation)


class ShapeChecker(object):
    """Collects ``problems`` (``"where: what"``) over any number of ``check`` calls; ``seen`` maps
    each ``TypedDict`` checked to the keys seen in its values."""

    def __init__(self):
        self.problems: List[str] = []
        self.seen: Dict[type, Set[str]] = collections.defaultdict(set)

    def check(self, value, annotation, where):
        """Checks ``value`` against ``annotation``; True when it matches."""
        before = len(self.problems)
        self._check(value, annotation, where)
        return len(self.problems) == before

    def _problem(self, where, what):
        self.problems.append("%s: %s" % (where, what))

    def _check(self, value, annotation, where):
        if annotation is Any:
            return
        if annotation is type(None) or annotation is None:
            if value is not None:
                self._problem(where, "%r where null was declared" % (value,))
            return
        if is_typed_dict(annotation):
            self._check_typed_dict(value, annotation, where)
            return
        origin = get_origin(annotation)
        arguments = get_args(annotation)
        if origin is Union:
            if value is None and type(None) in arguments:
                return
            arms = [a for a in arguments if a is not type(None)]
            if len(arms) == 1:
                self._check(value, arms[0], where)
                return
            # A union of several types: it matches when one arm does (a trial checker, so that
            # the arms that do not match leave no problems).
            for arm in arms:
                if ShapeChecker().check(value, arm, where):
                    self._check(value, arm, where)
                    return
            self._problem(where, "%r matches none of %s" % (value, annotation))
            return
        if origin is Literal:
            if value not in arguments:
                self._problem(where, "%r is not one of %r" % (value, arguments))
            return
        if origin is list:
            if not isinstance(value, list):
                self._problem(where, "%s where a list was declared" % type(value).__name__)
                return
            for index, item in enumerate(value):
                self._check(item, arguments[0], "%s[%d]" % (where, index))
            return
        if origin is dict:
            if not isinstance(value, dict):
                self._problem(where, "%s where an object was declared" % type(value).__name__)
                return
            for key, member in value.items():
                self._check(member, arguments[1], "%s.%s" % (where, key))
            return
        if annotation is bool:
            if not isinstance(value, bool):
                self._problem(where, "%r where a boolean was declared" % (value,))
        elif annotation is int:
            if isinstance(value, bool) or not isinstance(value, int):
                self._problem(where, "%r where an integer was declared" % (value,))
        elif annotation is float:
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                self._problem(where, "%r where a number was declared" % (value,))
        elif annotation is str:
            if not isinstance(value, str):
                self._problem(where, "%r where a string was declared" % (value,))
        else:
            self._problem(where, "the checker does not know the annotation %r" % (annotation,))

    def _check_typed_dict(self, value, annotation, where):
        if not isinstance(value, dict):
            self._problem(where, "%s where %s (an object) was declared" % (type(value).__name__, _name(annotation)))
            return
        declared = get_type_hints(annotation)
        required = annotation.__required_keys__
        self.seen[annotation].update(k for k in value if k in declared)
        for key in sorted(required - value.keys()):
            self._problem(where, "%s's required key %r is missing (got %s)" % (_name(annotation), key, sorted(value)))
        for key in sorted(value.keys() - declared.keys()):
            self._problem(where, "key %r is not declared by %s" % (key, _name(annotation)))
        for key in value.keys() & declared.keys():
            self._check(value[key], declared[key], "%s.%s" % (where, key))

    def never_seen(self):
        """``"TypedDict.key"`` for each declared key of a checked ``TypedDict`` that no value had."""
        missing = []
        for annotation, keys in self.seen.items():
            for key in sorted(set(get_type_hints(annotation)) - keys):
                missing.append("%s.%s" % (_name(annotation), key))
        return sorted(missing)


def typed_dicts_of(module):
    """The ``TypedDict``s a module exports (``__all__``)."""
    found = []
    for name in getattr(module, "__all__", []):
        annotation = getattr(module, name)
        if is_typed_dict(annotation):
            found.append(annotation)
    return found


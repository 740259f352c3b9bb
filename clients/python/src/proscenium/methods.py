"""Convenience methods: one per protocol method, generated from a table.

Each row is (Python name, protocol method, positional parameter names). The generated method
takes those parameters positionally (or by name), any other parameter by keyword, and
``timeout=``; it returns the call's result dict. ``client.present(root, vc, animated=False)``
is ``client.call("vc.present", presenter=root, vc=vc, animated=False)``.
"""

import keyword

__all__ = ["METHODS", "ConvenienceMethods"]

METHODS = [
    # session and server
    ("hello", "hello", ("client",)),
    ("ping", "ping", ()),
    ("stats", "server.stats", ()),
    ("shutdown", "server.shutdown", ()),
    ("check_invariants", "server.checkInvariants", ()),
    # screens, windows, device
    ("screens", "screen.list", ()),
    ("connect_screen", "screen.connect", ("name", "width", "height")),
    ("disconnect_screen", "screen.disconnect", ("screen",)),
    ("create_window", "window.create", ()),
    ("windows", "window.list", ()),
    ("get_window", "window.get", ("window",)),
    ("set_root", "window.setRoot", ("window", "vc")),
    ("make_key_and_visible", "window.makeKeyAndVisible", ("window",)),
    ("set_traits", "window.setTraits", ("window",)),
    ("destroy_window", "window.destroy", ("window",)),
    ("rotate", "device.rotate", ("orientation",)),
    ("memory_warning", "system.memoryWarning", ()),
    # storyboards
    ("load_storyboard", "storyboard.load", ()),
    ("storyboards", "storyboard.list", ()),
    # view controllers
    ("instantiate", "vc.instantiate", ("storyboard",)),
    ("create_vc", "vc.create", ("class",)),
    ("get_vc", "vc.get", ("vc",)),
    ("set_properties", "vc.set", ("vc", "properties")),
    ("present", "vc.present", ("presenter", "vc")),
    ("dismiss", "vc.dismiss", ("vc",)),
    ("show", "vc.show", ("vc", "from")),
    ("show_detail", "vc.showDetail", ("vc", "from")),
    ("add_child", "vc.addChild", ("parent", "child")),
    ("remove_from_parent", "vc.removeFromParent", ("vc",)),
    ("add_view", "vc.addView", ("vc", "into")),
    ("transition", "vc.transition", ("parent", "from", "to")),
    ("begin_appearance_transition", "vc.beginAppearanceTransition", ("vc", "appearing", "animated")),
    ("end_appearance_transition", "vc.endAppearanceTransition", ("vc",)),
    ("push", "nav.push", ("nav", "vc")),
    ("pop", "nav.pop", ("nav",)),
    ("pop_to", "nav.popTo", ("nav", "vc")),
    ("pop_to_root", "nav.popToRoot", ("nav",)),
    ("set_view_controllers", "nav.setViewControllers", ("nav", "vcs")),
    ("select_tab", "tab.select", ("tab", "index")),
    ("perform_segue", "segue.perform", ("source", "identifier")),
    ("segues", "vc.segues", ("vc",)),
    ("unwind", "segue.unwind", ("source", "action")),
    ("tree", "tree", ()),
    ("sync", "sync", ()),
]


def wire_name(name):
    """A keyword argument's protocol name: ``class_`` and ``from_`` stand for ``class`` and
    ``from``, which Python reserves."""
    if name.endswith("_") and keyword.iskeyword(name[:-1]):
        return name[:-1]
    return name


def _make(py_name, method, positional):
    def convenience(self, *args, **kwargs):
        if len(args) > len(positional):
            raise TypeError("%s() takes at most %d positional arguments (%d given)"
                            % (py_name, len(positional), len(args)))
        timeout = kwargs.pop("timeout", None)
        params = dict(zip(positional, args))
        for key, value in kwargs.items():
            key = wire_name(key)
            if key in params:
                raise TypeError("%s() got multiple values for %r" % (py_name, key))
            params[key] = value
        missing = [p for p in positional if p not in params]
        if missing:
            raise TypeError("%s() missing required parameter(s): %s" % (py_name, ", ".join(missing)))
        return self.call(method, params, timeout=timeout)

    convenience.__name__ = py_name
    convenience.__qualname__ = "ConvenienceMethods." + py_name
    shown = ", ".join(p + "_" if keyword.iskeyword(p) else p for p in positional)
    convenience.__doc__ = "Calls ``%s`` (%s, optional params as keywords, timeout=); returns its result." % (
        method, shown or "no required params")
    return convenience


class ConvenienceMethods(object):
    """Mixin holding one method per row of METHODS; the class using it provides ``call``."""


for _py_name, _method, _positional in METHODS:
    setattr(ConvenienceMethods, _py_name, _make(_py_name, _method, _positional))
del _py_name, _method, _positional

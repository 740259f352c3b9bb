"""The protocol's methods as Python methods: ``METHODS`` lists them, one row each (Python name,
protocol method, positional parameters); ``ConvenienceMethods`` is the threaded client's class
of them. Both are generated from the method table (``_generated.py``).

Each method takes its positional parameters positionally (or by name), the others by keyword,
and ``timeout=``; it returns the call's result dict. ``client.present(root, vc, animated=False)``
is ``client.call("vc.present", presenter=root, vc=vc, animated=False)``.
"""

from ._generated import METHODS, AsyncGeneratedMethods, GeneratedMethods
from ._wire import wire_name

__all__ = ["METHODS", "ConvenienceMethods", "AsyncGeneratedMethods", "GeneratedMethods", "wire_name"]

#: The threaded client's methods (the name this class has always had).
ConvenienceMethods = GeneratedMethods

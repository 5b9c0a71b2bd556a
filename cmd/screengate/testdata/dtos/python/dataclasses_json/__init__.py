"""Stand-in for the dataclasses-json package (PyPI, not reachable here):
the decorator and the names generated DTOs use, with its signatures. The
decorator returns the class unchanged."""
from enum import Enum
from typing import Any, Callable, Dict, Optional, TypeVar

T = TypeVar("T")


class LetterCase(Enum):
    CAMEL = "camel"
    KEBAB = "kebab"
    SNAKE = "snake"
    PASCAL = "pascal"


class Undefined(Enum):
    INCLUDE = "include"
    RAISE = "raise"
    EXCLUDE = "exclude"


def config(field_name: Optional[str] = None, **kwargs: Any) -> Dict[str, Any]:
    return {"dataclasses_json": {"letter_case": field_name, **kwargs}}


def dataclass_json(*, letter_case: Optional[LetterCase] = None, undefined: Optional[Undefined] = None) -> Callable[[T], T]:
    def wrap(cls: T) -> T:
        return cls
    return wrap

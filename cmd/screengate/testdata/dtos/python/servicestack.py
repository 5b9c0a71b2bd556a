"""Stand-in for the part of the servicestack package (PyPI) that generated
Python DTOs refer to: PyPI is not reachable here, so the compile test
imports and type-checks the /types/python DTOs against these
definitions, which have the package's names."""
from dataclasses import dataclass
from typing import Dict, Generic, List, Optional, TypeVar

from dataclasses_json import LetterCase, Undefined, dataclass_json

T = TypeVar("T")


class IReturn(Generic[T]):
    pass


class IReturnVoid:
    pass


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ResponseError:
    error_code: Optional[str] = None
    field_name: Optional[str] = None
    message: Optional[str] = None
    meta: Optional[Dict[str, str]] = None


@dataclass_json(letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE)
@dataclass
class ResponseStatus:
    error_code: Optional[str] = None
    message: Optional[str] = None
    stack_trace: Optional[str] = None
    errors: Optional[List[ResponseError]] = None
    meta: Optional[Dict[str, str]] = None

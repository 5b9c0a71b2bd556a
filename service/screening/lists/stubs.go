package lists

import "errors"

var errTODO = errors.New("reader not written yet")

func readSECO(c *collector, f File) error { return errTODO }
func readSEMA(c *collector, f File) error { return errTODO }
func readDFAT(c *collector, f File) error { return errTODO }
func readFTM(c *collector, f File) error  { return errTODO }

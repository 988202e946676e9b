// RUN: weft-opt %s --split-input-file --verify-diagnostics

// The attribute alone is checked at parse time.

// expected-error @+1 {{device_size has 2 entries but dim_map has 1}}
#a = #spyre.layout<device_size = [4, 64], dim_map = [0]>

// -----

// An empty layout has no stick.
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse Spyre_LayoutAttr parameter 'deviceSize' which is to be a `::llvm::ArrayRef<int64_t>`}}
#a = #spyre.layout<device_size = [], dim_map = []>

// -----

// expected-error @+1 {{device_size[0] must be positive, got 0}}
#a = #spyre.layout<device_size = [0, 64], dim_map = [0, 0]>

// -----

// expected-error @+1 {{dim_map[1] is -2; entries are host dims or -1}}
#a = #spyre.layout<device_size = [4, 64], dim_map = [0, -2]>

// -----

// expected-error @+1 {{dim_map has more than one synthetic (-1) dim}}
#a = #spyre.layout<device_size = [4, 4, 64], dim_map = [-1, 0, -1]>

// -----

// expected-error @+1 {{unknown attribute `tiling` in dialect `spyre`}}
#a = #spyre.tiling<4>

// RUN: weft-opt %s --split-input-file --verify-diagnostics

// The attribute alone is checked at parse time.

// expected-error @+1 {{mode 4 does not divide the remaining shape}}
#a = #tilus.register_layout<shape = [6], mode_shape = [4], spatial_modes = [0], local_modes = []>

// -----

// expected-error @+1 {{the modes do not cover the shape}}
#a = #tilus.register_layout<shape = [6, 4], mode_shape = [4], spatial_modes = [0], local_modes = []>

// -----

// expected-error @+1 {{spatial mode 2 is out of range for 2 modes}}
#a = #tilus.register_layout<shape = [6], mode_shape = [2, 3], spatial_modes = [2], local_modes = [0, 1]>

// -----

// expected-error @+1 {{mode 0 is used more than once (spatial and local modes must be unique)}}
#a = #tilus.register_layout<shape = [6], mode_shape = [2, 3], spatial_modes = [0], local_modes = [0, 1]>

// -----

// expected-error @+1 {{mode 1 is neither spatial nor local}}
#a = #tilus.register_layout<shape = [6], mode_shape = [2, 3], spatial_modes = [0], local_modes = []>

// -----

// expected-error @+1 {{shape must be positive, got 0}}
#a = #tilus.register_layout<shape = [0], mode_shape = [], spatial_modes = [], local_modes = []>

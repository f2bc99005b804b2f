# Added to htsim's sim/datacenter/Makefile by compare.sh (make -f Makefile -f driver.mk), so the driver is compiled
# and linked with that Makefile's own compiler, flags and include paths.
DRIVER_SRC ?= dclab_bench.cpp
DRIVER_OBJS = fat_tree_topology.o fat_tree_switch.o firstfit.o connection_matrix.o

dclab_bench: dclab_bench.o $(DRIVER_OBJS) ../libhtsim.a
	$(CC) $(CFLAGS) dclab_bench.o $(DRIVER_OBJS) $(LIB) -lhtsim -o dclab_bench

dclab_bench.o: $(DRIVER_SRC) ${DEPS}
	$(CC) $(INCLUDE) $(CFLAGS) -c $(DRIVER_SRC) -o dclab_bench.o

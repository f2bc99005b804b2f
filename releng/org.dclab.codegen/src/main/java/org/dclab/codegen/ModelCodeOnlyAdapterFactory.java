package org.dclab.codegen;

import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.notify.Adapter;
import org.eclipse.emf.common.util.Monitor;

/**
 * EMF's generator adapters, except that the model project's bundle files are left alone.
 *
 * <p>EMF merges its own headers into MANIFEST.MF and its extensions into plugin.xml on every run, and creates
 * build.properties and plugin.properties. In DC Lab those files are hand-written (friends-only exports, our resource
 * factory, two source folders), so the generator may write Java code only.
 */
final class ModelCodeOnlyAdapterFactory extends GenModelGeneratorAdapterFactory {

    @Override
    public Adapter createGenModelAdapter() {
        if (genModelGeneratorAdapter == null) {
            genModelGeneratorAdapter = new JavaOnlyGenModelAdapter(this);
        }
        return genModelGeneratorAdapter;
    }

    private static final class JavaOnlyGenModelAdapter extends GenModelGeneratorAdapter {

        JavaOnlyGenModelAdapter(GenModelGeneratorAdapterFactory factory) {
            super(factory);
        }

        @Override
        protected void generateModelPluginProperties(GenModel genModel, Monitor monitor) {
            monitor.worked(1);
        }

        @Override
        protected void generateModelBuildProperties(GenModel genModel, Monitor monitor) {
            monitor.worked(1);
        }

        @Override
        protected void generateModelManifest(GenModel genModel, Monitor monitor) {
            monitor.worked(2);
        }
    }
}
